import { useNavigate } from '@tanstack/react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AuthPageFrame } from './auth-page-frame'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'
import { AUTH_COPY } from './copy'

export type AuthMode = 'login' | 'register'

/** /login, /register and /web-signin: one authentication screen with its two tabs. */
export function AuthScreen({ mode, redirectTo }: { mode: AuthMode; redirectTo?: string }) {
  const navigate = useNavigate()
  return (
    <AuthPageFrame>
      <Tabs
        value={mode}
        onValueChange={(value) => navigate({ to: value === 'register' ? '/register' : '/login', search: redirectTo ? { redirect: redirectTo } : {}, replace: true })}
      >
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login">{AUTH_COPY.loginTab}</TabsTrigger>
          <TabsTrigger value="register">{AUTH_COPY.registerTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="mt-6 grid gap-6">
          <header className="grid gap-2">
            <h1 className="text-2xl sm:text-3xl">{AUTH_COPY.loginTitle}</h1>
            <p className="text-muted-foreground">{AUTH_COPY.loginLead}</p>
          </header>
          <LoginForm redirectTo={redirectTo} />
          <p className="text-center text-sm">
            <a href="/web-questionnaire/-1" className="text-primary underline-offset-4 hover:underline">
              {AUTH_COPY.startProject}
            </a>
          </p>
        </TabsContent>
        <TabsContent value="register" className="mt-6 grid gap-6">
          <header className="grid gap-2">
            <h1 className="text-2xl sm:text-3xl">{AUTH_COPY.registerTitle}</h1>
            <p className="text-muted-foreground">{AUTH_COPY.registerLead}</p>
          </header>
          <RegisterForm />
        </TabsContent>
      </Tabs>
    </AuthPageFrame>
  )
}
