"use client";

import { useRouter } from "next/navigation";
import { useActionState, useState } from "react";
import { toast } from "sonner";
import { loginAction, signUpAction } from "@/app/auth/actions";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ActionResult } from "@/lib/action-result";
import { callAction } from "@/lib/call-action";
import { messages } from "@/lib/messages";

type Tab = "login" | "signup";

export function AuthForms({ callbackUrl, initialTab }: { callbackUrl: string; initialTab: Tab }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  // Shared by both tabs so an e-mail typed in one is already there in the other.
  const [email, setEmail] = useState("");

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-xl">Acesse sua oficina</CardTitle>
        <CardDescription>Entre com seu e-mail e senha ou crie sua conta.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList className="mb-4 grid w-full grid-cols-2">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="signup">Cadastro</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm email={email} onEmailChange={setEmail} callbackUrl={callbackUrl} />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm email={email} onEmailChange={setEmail} onSignedUp={() => setTab("login")} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

type EmailProps = { email: string; onEmailChange: (email: string) => void };

function LoginForm({ email, onEmailChange, callbackUrl }: EmailProps & { callbackUrl: string }) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  // Feedback runs inside the action's transition: the toast fires once per submission.
  const [result, action, pending] = useActionState<ActionResult | null, FormData>(async (previous, formData) => {
    const outcome = await callAction(() => loginAction(previous, formData), messages.auth.loginError);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return outcome;
    }
    toast.success(outcome.message);
    router.replace(outcome.redirectTo ?? "/dashboard");
    router.refresh();
    return outcome;
  }, null);

  const fieldErrors = result?.ok === false ? result.fieldErrors : undefined;
  const busy = pending || result?.ok === true;
  return (
    <form action={action} className="grid gap-4" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <CredentialsFields
        idPrefix="login"
        email={email}
        onEmailChange={onEmailChange}
        password={password}
        onPasswordChange={setPassword}
        passwordAutoComplete="current-password"
        fieldErrors={fieldErrors}
      />
      <Button type="submit" disabled={busy}>
        {busy && <Spinner label="Entrando..." />}
        Entrar
      </Button>
    </form>
  );
}

function SignUpForm({ email, onEmailChange, onSignedUp }: EmailProps & { onSignedUp: () => void }) {
  const [password, setPassword] = useState("");
  const [result, action, pending] = useActionState<ActionResult | null, FormData>(async (previous, formData) => {
    const outcome = await callAction(() => signUpAction(previous, formData), messages.auth.signUpError);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return outcome;
    }
    toast.success(outcome.message, { description: messages.auth.signUpNextStep });
    setPassword("");
    onSignedUp();
    return outcome;
  }, null);

  const fieldErrors = result?.ok === false ? result.fieldErrors : undefined;
  return (
    <form action={action} className="grid gap-4" noValidate>
      <CredentialsFields
        idPrefix="signup"
        email={email}
        onEmailChange={onEmailChange}
        password={password}
        onPasswordChange={setPassword}
        passwordAutoComplete="new-password"
        passwordPlaceholder="Mínimo de 8 caracteres"
        fieldErrors={fieldErrors}
      />
      <Button type="submit" disabled={pending}>
        {pending && <Spinner label="Criando conta..." />}
        Criar conta
      </Button>
    </form>
  );
}

type CredentialsFieldsProps = EmailProps & {
  idPrefix: string;
  password: string;
  onPasswordChange: (password: string) => void;
  passwordAutoComplete: "current-password" | "new-password";
  passwordPlaceholder?: string;
  fieldErrors?: Record<string, string[] | undefined>;
};

/** Controlled, so what the mechanic typed survives a failed submission. */
function CredentialsFields(props: CredentialsFieldsProps) {
  return (
    <>
      <TextField
        id={`${props.idPrefix}-email`}
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        required
        value={props.email}
        onChange={(event) => props.onEmailChange(event.target.value)}
        errors={props.fieldErrors?.email}
      />
      <TextField
        id={`${props.idPrefix}-password`}
        name="password"
        type="password"
        label="Senha"
        autoComplete={props.passwordAutoComplete}
        placeholder={props.passwordPlaceholder}
        required
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.target.value)}
        errors={props.fieldErrors?.password}
      />
    </>
  );
}
