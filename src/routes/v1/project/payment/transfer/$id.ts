import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { chooseTransferRoute } from '@/server/payments/payment-routes.server'

/** POST /v1/project/payment/transfer/$id: the owner pays by bank transfer; answers the instructions. */
export const Route = createFileRoute('/v1/project/payment/transfer/$id')({
  server: { handlers: { POST: v1(chooseTransferRoute) } },
})
