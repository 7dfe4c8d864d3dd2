import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'
import { baseUrl, demoAccount } from './support/api.ts'
import { outboxMail } from './support/outbox.ts'

async function v1(pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${pathname}`, init)
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

describe('/v1 account and params calls', () => {
  it('serves the CGU and CGV published in the CMS (GET /v1/params/all)', async () => {
    const { status, body } = await v1('/v1/params/all')
    expect(status).toBe(200)
    expect(body.payload.cgu).toMatch(/<(p|h\d)[^>]*>/)
    expect(body.payload.cgv).toMatch(/<(p|h\d)[^>]*>/)
  })

  it('updates the profile from form data, with an avatar image (POST /v1/user/update)', async () => {
    const customer = demoAccount('customer')
    const login = await v1('/v1/user/login', { method: 'POST', body: new URLSearchParams({ user_email: customer.email, user_password: customer.password }) })
    const token = login.body.access_token as string
    const form = new FormData()
    form.set('user_phone', '06 98 76 54 32')
    form.set('user_sendnotif', '0')
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#b5623f' } }).png().toBuffer()
    form.set('user_img', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'moi.png')
    const { status, body } = await v1('/v1/user/update', { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } })
    expect(status).toBe(200)
    expect(body.payload).toMatchObject({ user_email: customer.email, user_phone: '0698765432', user_sendnotif: 0 })
    const avatar = await fetch(`${baseUrl}${body.payload.user_img}`, { headers: { Authorization: `Bearer ${token}` } })
    expect(avatar.status).toBe(200)
    const profile = await v1('/v1/user/profile', { headers: { Authorization: token } })
    expect(profile.body.payload.user_phone).toBe('0698765432')
  })

  it('refuses /v1/user/update and /v1/user/profile without a session', async () => {
    expect((await v1('/v1/user/profile')).status).toBe(401)
    expect((await v1('/v1/user/update', { method: 'POST', body: new URLSearchParams({ user_firstname: 'X' }) })).status).toBe(401)
  })

  it('checks a reset link and resets the password through it (recup then reset)', async () => {
    // A fresh account, so that no other test's session ends with this reset.
    const email = `api-${Date.now()}@exemple.fr`
    const password = 'Nouveau2026!abc'
    await v1('/v1/user/register', { method: 'POST', body: new URLSearchParams({ user_email: email, user_firstname: 'Api', user_lastname: 'Test', accept_terms: '1' }) })
    const activationToken = /\/account\/confirm#token=([a-f0-9]{40})/.exec(await outboxMail(email, 'confirm'))?.[1] ?? ''
    // The link's token activates (Authorization header, never a password in the URL); the password is chosen in a POST body.
    const activation = await v1('/v1/user/activate', { headers: { Authorization: `Bearer ${activationToken}` } })
    expect(activation).toMatchObject({ status: 200, body: { s: 1, payload: { user_email: email, user_visa: 1 } } })
    const chosen = await v1(`/v1/user/reset/pass/${activation.body.payload.password_token}`, { method: 'POST', body: new URLSearchParams({ user_password: password }) })
    expect(chosen).toMatchObject({ status: 200, body: { s: 1, user: { user_email: email, user_visa: 1 } } })
    const account = { email, password }

    expect((await v1('/v1/user/forgot/pass', { method: 'POST', body: new URLSearchParams({ user_email: account.email }) })).status).toBe(200)
    const token = /\/reset\/pass#token=([a-f0-9]{40})/.exec(await outboxMail(account.email, 'reset/pass'))?.[1]
    expect(token).toBeDefined()
    expect(await v1(`/v1/user/recup/pass/${token}`)).toMatchObject({ status: 200, body: { s: 1, payload: { user_email: account.email } } })
    const weak = await v1(`/v1/user/reset/pass/${token}`, { method: 'POST', body: new URLSearchParams({ user_password: 'faible' }) })
    expect(weak).toMatchObject({ status: 400, body: { error: 'Règles minimales : au moins 8 caractères, dont 1 chiffre, 1 majuscule, 3 minuscules et 1 caractère spécial (; ! @ # $ & *).' } })
    const reset = await v1(`/v1/user/reset/pass/${token}`, { method: 'POST', body: new URLSearchParams({ user_password: account.password }) })
    expect(reset).toMatchObject({ status: 200, body: { s: 1, access_token: expect.any(String), user: { user_email: account.email } } })
    expect((await v1(`/v1/user/recup/pass/${token}`)).status).toBe(400)
  })
})
