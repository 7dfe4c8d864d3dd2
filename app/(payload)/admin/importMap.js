import { ParisDateCell as ParisDateCell_84cb2aea89b5fdb82cb6e565c0997a86 } from '../../../src/admin/paris-time/paris-date-cell.tsx'
import { ParisDocumentDates as ParisDocumentDates_b0fc50e381aa5a01e25c19d4d2e8710e } from '../../../src/admin/paris-time/document-dates.tsx'
import { ProjectCustomerCell as ProjectCustomerCell_d9f662bccef0f1503940ad81cb02788b } from '../../../src/admin/project-list/customer-cell.tsx'
import { ProjectStatusCell as ProjectStatusCell_39a5c5ce09afb5a7e22953d72c56caf2 } from '../../../src/admin/project-list/status-cell.tsx'
import { ProjectStatusField as ProjectStatusField_32a77bcff478cc7661a98a0512d59811 } from '../../../src/admin/project-view/project-status-field.tsx'
import { ProjectAnswers as ProjectAnswers_afdc1b9249992bef5aeb996a9d86b307 } from '../../../src/admin/project-view/project-answers.tsx'
import { IndicativeBudget as IndicativeBudget_d817f0b966fa538f12c17de6c1f3de13 } from '../../../src/admin/project-view/indicative-budget.tsx'
import { OwnerlessDraftsToggle as OwnerlessDraftsToggle_969e555ad36673cf3d7da6ab69ce62a8 } from '../../../src/admin/project-list/ownerless-drafts-toggle.tsx'
import { QuestionnairePreviewButton as QuestionnairePreviewButton_1a171b0f01210a6b4d937b630fddf6d6 } from '../../../src/admin/questionnaire-preview/preview-button.tsx'
import { QuestionnaireRulesLink as QuestionnaireRulesLink_07175640f158e6b07f98a60608fb44dc } from '../../../src/admin/questionnaire-rules/rules-link.tsx'
import { QuestionnairePublishPanel as QuestionnairePublishPanel_6a7b48be7cdcec0193f72174d277e16f } from '../../../src/admin/questionnaire-publish/publish-panel.tsx'
import { QuestionnairePublishShortcut as QuestionnairePublishShortcut_16bd70cbba8bc7ff9f2051a26826d5b9 } from '../../../src/admin/questionnaire-publish/publish-shortcut.tsx'
import { QuestionOrderView as QuestionOrderView_9795916121fedb6d8df4379f57f42ad5 } from '../../../src/admin/question-order/order-view.tsx'
import { QuestionnaireGraphView as QuestionnaireGraphView_568af98848f8a23576854b447f88cb47 } from '../../../src/admin/questionnaire-graph/graph-view.tsx'
import { RetiredQuestionCell as RetiredQuestionCell_f1621b44067f337a64466898c323102f } from '../../../src/admin/question-retirement/retired-cell.tsx'
import { ConditionLinkField as ConditionLinkField_3f4d931c1d044f48f15718a1af19c0ba } from '../../../src/admin/condition-builder/condition-link-field.tsx'
import { ConditionOperatorField as ConditionOperatorField_0103019ecabea20c8c86d9ff937cb040 } from '../../../src/admin/condition-builder/condition-operator-field.tsx'
import { ConditionValueField as ConditionValueField_c3a55a9202d669d63f31678770d27b36 } from '../../../src/admin/condition-builder/condition-value-field.tsx'
import { RuleRowLabel as RuleRowLabel_36264b763e81e684e0b05387f6a5ca7d } from '../../../src/admin/condition-builder/rule-row-label.tsx'
import { DeleteOrRetireQuestionItem as DeleteOrRetireQuestionItem_5a446aa1879360dd75917b95e0ec3e3f } from '../../../src/admin/question-retirement/delete-or-retire-item.tsx'
import { NoQuestionUnpublish as NoQuestionUnpublish_4f8bdf452ad99421a94f88c7232e4da8 } from '../../../src/admin/questionnaire-publish/no-question-unpublish.tsx'
import { StyleCardPreview as StyleCardPreview_b45cbcfa945850d03af136845bab50db } from '../../../src/admin/style-card-preview/style-card-preview.tsx'
import { TimeOfDayField as TimeOfDayField_e0ccbc19587cbe19f068d05d7f46fef1 } from '../../../src/admin/time-of-day/time-of-day-field.tsx'
import { ParisDateNote as ParisDateNote_f6a2cb313e6b88273a359ebd43cedd74 } from '../../../src/admin/paris-time/paris-date-note.tsx'
import { ResetCodeLimitButton as ResetCodeLimitButton_7ad4d75eab6199ea54cc33e6b50e247e } from '../../../src/admin/signature-code-limit/reset-code-limit-button.tsx'
import { ResendEmailButton as ResendEmailButton_7b169889edf6961453180228e513d6f3 } from '../../../src/admin/email-resend/resend-email-button.tsx'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CommitmentValueLabel as CommitmentValueLabel_5f7e68ace5cd0000ad25171d38575481 } from '../../../src/admin/commitment-value-label/commitment-value-label.tsx'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PriceGridTable as PriceGridTable_40d9a114c78d1a6999e9fc64f93eab11 } from '../../../src/admin/price-grid-table/price-grid-table.tsx'
import { Icon as Icon_176d212b959b70ed5203fc6bb7114849 } from '../../../src/admin/brand/logo.tsx'
import { Logo as Logo_176d212b959b70ed5203fc6bb7114849 } from '../../../src/admin/brand/logo.tsx'
import { QuestionnaireAnalyticsNavLink as QuestionnaireAnalyticsNavLink_d3ce5acc853be63ac50fe4e2b62a9c1e } from '../../../src/admin/questionnaire-analytics/nav-link.tsx'
import { FrenchLibraryLabels as FrenchLibraryLabels_f2a65dd15dbdc42f46a0f541838a4f51 } from '../../../src/admin/french-labels/french-library-labels.tsx'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { QuestionnaireAnalyticsView as QuestionnaireAnalyticsView_a923f3d78f7f781c3760b49cdbbe5dc6 } from '../../../src/admin/questionnaire-analytics/analytics-view.tsx'
import { QuestionnaireRulesView as QuestionnaireRulesView_995dcfa20b3b40e7fc2bebf88caf520f } from '../../../src/admin/questionnaire-rules/rules-view.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/admin/paris-time/paris-date-cell.tsx#ParisDateCell": ParisDateCell_84cb2aea89b5fdb82cb6e565c0997a86,
  "/src/admin/paris-time/document-dates.tsx#ParisDocumentDates": ParisDocumentDates_b0fc50e381aa5a01e25c19d4d2e8710e,
  "/src/admin/project-list/customer-cell.tsx#ProjectCustomerCell": ProjectCustomerCell_d9f662bccef0f1503940ad81cb02788b,
  "/src/admin/project-list/status-cell.tsx#ProjectStatusCell": ProjectStatusCell_39a5c5ce09afb5a7e22953d72c56caf2,
  "/src/admin/project-view/project-status-field.tsx#ProjectStatusField": ProjectStatusField_32a77bcff478cc7661a98a0512d59811,
  "/src/admin/project-view/project-answers.tsx#ProjectAnswers": ProjectAnswers_afdc1b9249992bef5aeb996a9d86b307,
  "/src/admin/project-view/indicative-budget.tsx#IndicativeBudget": IndicativeBudget_d817f0b966fa538f12c17de6c1f3de13,
  "/src/admin/project-list/ownerless-drafts-toggle.tsx#OwnerlessDraftsToggle": OwnerlessDraftsToggle_969e555ad36673cf3d7da6ab69ce62a8,
  "/src/admin/questionnaire-preview/preview-button.tsx#QuestionnairePreviewButton": QuestionnairePreviewButton_1a171b0f01210a6b4d937b630fddf6d6,
  "/src/admin/questionnaire-rules/rules-link.tsx#QuestionnaireRulesLink": QuestionnaireRulesLink_07175640f158e6b07f98a60608fb44dc,
  "/src/admin/questionnaire-publish/publish-panel.tsx#QuestionnairePublishPanel": QuestionnairePublishPanel_6a7b48be7cdcec0193f72174d277e16f,
  "/src/admin/questionnaire-publish/publish-shortcut.tsx#QuestionnairePublishShortcut": QuestionnairePublishShortcut_16bd70cbba8bc7ff9f2051a26826d5b9,
  "/src/admin/question-order/order-view.tsx#QuestionOrderView": QuestionOrderView_9795916121fedb6d8df4379f57f42ad5,
  "/src/admin/questionnaire-graph/graph-view.tsx#QuestionnaireGraphView": QuestionnaireGraphView_568af98848f8a23576854b447f88cb47,
  "/src/admin/question-retirement/retired-cell.tsx#RetiredQuestionCell": RetiredQuestionCell_f1621b44067f337a64466898c323102f,
  "/src/admin/condition-builder/condition-link-field.tsx#ConditionLinkField": ConditionLinkField_3f4d931c1d044f48f15718a1af19c0ba,
  "/src/admin/condition-builder/condition-operator-field.tsx#ConditionOperatorField": ConditionOperatorField_0103019ecabea20c8c86d9ff937cb040,
  "/src/admin/condition-builder/condition-value-field.tsx#ConditionValueField": ConditionValueField_c3a55a9202d669d63f31678770d27b36,
  "/src/admin/condition-builder/rule-row-label.tsx#RuleRowLabel": RuleRowLabel_36264b763e81e684e0b05387f6a5ca7d,
  "/src/admin/question-retirement/delete-or-retire-item.tsx#DeleteOrRetireQuestionItem": DeleteOrRetireQuestionItem_5a446aa1879360dd75917b95e0ec3e3f,
  "/src/admin/questionnaire-publish/no-question-unpublish.tsx#NoQuestionUnpublish": NoQuestionUnpublish_4f8bdf452ad99421a94f88c7232e4da8,
  "/src/admin/style-card-preview/style-card-preview.tsx#StyleCardPreview": StyleCardPreview_b45cbcfa945850d03af136845bab50db,
  "/src/admin/time-of-day/time-of-day-field.tsx#TimeOfDayField": TimeOfDayField_e0ccbc19587cbe19f068d05d7f46fef1,
  "/src/admin/paris-time/paris-date-note.tsx#ParisDateNote": ParisDateNote_f6a2cb313e6b88273a359ebd43cedd74,
  "/src/admin/signature-code-limit/reset-code-limit-button.tsx#ResetCodeLimitButton": ResetCodeLimitButton_7ad4d75eab6199ea54cc33e6b50e247e,
  "/src/admin/email-resend/resend-email-button.tsx#ResendEmailButton": ResendEmailButton_7b169889edf6961453180228e513d6f3,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/admin/commitment-value-label/commitment-value-label.tsx#CommitmentValueLabel": CommitmentValueLabel_5f7e68ace5cd0000ad25171d38575481,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/admin/price-grid-table/price-grid-table.tsx#PriceGridTable": PriceGridTable_40d9a114c78d1a6999e9fc64f93eab11,
  "/src/admin/brand/logo.tsx#Icon": Icon_176d212b959b70ed5203fc6bb7114849,
  "/src/admin/brand/logo.tsx#Logo": Logo_176d212b959b70ed5203fc6bb7114849,
  "/src/admin/questionnaire-analytics/nav-link.tsx#QuestionnaireAnalyticsNavLink": QuestionnaireAnalyticsNavLink_d3ce5acc853be63ac50fe4e2b62a9c1e,
  "/src/admin/french-labels/french-library-labels.tsx#FrenchLibraryLabels": FrenchLibraryLabels_f2a65dd15dbdc42f46a0f541838a4f51,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/admin/questionnaire-analytics/analytics-view.tsx#QuestionnaireAnalyticsView": QuestionnaireAnalyticsView_a923f3d78f7f781c3760b49cdbbe5dc6,
  "/src/admin/questionnaire-rules/rules-view.tsx#QuestionnaireRulesView": QuestionnaireRulesView_995dcfa20b3b40e7fc2bebf88caf520f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
