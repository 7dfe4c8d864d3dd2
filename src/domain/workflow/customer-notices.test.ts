import { describe, expect, it } from 'vitest'
import { PROJECT_STATUS, PROJECT_STATUS_VALUES } from './project-status.ts'
import { isNoticeRequired, statusNoticeOf } from './customer-notices.ts'

describe('statusNoticeOf', () => {
  it.each([
    [PROJECT_STATUS.awaitingAudit, PROJECT_STATUS.awaitingAuditPayment, 'auditFeeDue'],
    [PROJECT_STATUS.awaitingQuote, PROJECT_STATUS.awaitingQuotePayment, 'quoteReady'],
    [PROJECT_STATUS.awaitingQuotePayment, PROJECT_STATUS.awaitingSignature, 'contractToSign'],
    [PROJECT_STATUS.awaitingSignature, PROJECT_STATUS.worksInProgress, 'contractSigned'],
    [PROJECT_STATUS.worksInProgress, PROJECT_STATUS.exception, 'suspended'],
    [PROJECT_STATUS.exception, PROJECT_STATUS.worksInProgress, 'resumed'],
    [PROJECT_STATUS.exception, PROJECT_STATUS.awaitingSignature, 'resumed'],
    [PROJECT_STATUS.worksInProgress, PROJECT_STATUS.delivered, 'delivered'],
  ] as const)('tells the customer of %i -> %i (%s)', (from, to, notice) => {
    expect(statusNoticeOf(from, to)).toBe(notice)
  })

  it('says nothing of a move that is no news, nor of a status that does not change', () => {
    expect(statusNoticeOf(PROJECT_STATUS.questionnaireInProgress, PROJECT_STATUS.awaitingEstimate)).toBeNull()
    expect(statusNoticeOf(PROJECT_STATUS.estimateAvailable, PROJECT_STATUS.awaitingStyleChoice)).toBeNull()
    expect(statusNoticeOf(null, PROJECT_STATUS.worksInProgress)).toBeNull()
    for (const status of PROJECT_STATUS_VALUES) expect(statusNoticeOf(status, status)).toBeNull()
  })
})

describe('isNoticeRequired', () => {
  it('sends every notice whatever the setting but the delivery, which follows the customer’s notification setting', () => {
    expect(isNoticeRequired('delivered')).toBe(false)
    for (const notice of ['auditFeeDue', 'quoteReady', 'contractToSign', 'contractSigned', 'suspended', 'resumed'] as const) expect(isNoticeRequired(notice)).toBe(true)
  })
})
