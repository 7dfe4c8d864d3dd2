import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec, access guard: '/' without a session goes to /home. (The dashboard on '/' comes with accounts.)
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/home' })
  },
})
