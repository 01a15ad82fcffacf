"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { loginAction, signUpAction } from "@/lib/actions/auth";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { FieldErrors } from "@/lib/actions/result";
import type { AuthTab as Tab } from "@/lib/auth/auth-tabs";
import { accountAccess } from "@/lib/messages/account-access";
import { auth } from "@/lib/messages/auth";

export function AuthForms({ callbackUrl, initialTab }: { callbackUrl: string; initialTab: Tab }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  // Shared by both tabs so an e-mail typed in one is already there in the other.
  const [email, setEmail] = useState("");

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        {/* The page's one heading: the screen is this card. */}
        <CardTitle className="text-xl">
          <h1>Acesse sua oficina</h1>
        </CardTitle>
        <CardDescription>Entre com seu e-mail e senha ou crie sua conta.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList className="mb-4 grid w-full grid-cols-2">
            <TabsTrigger value="login">{auth.tabs.signIn}</TabsTrigger>
            <TabsTrigger value="signup">{auth.tabs.signUp}</TabsTrigger>
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
  const [password, setPassword] = useState("");
  const { formProps, result, fieldErrors } = useActionForm(loginAction, { unreachable: auth.loginError });
  return (
    <form {...formProps} className="grid gap-4">
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
      <Link
        href="/auth/esqueci-senha"
        className="-mt-2 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {accountAccess.forgotLink}
      </Link>
      {/* Still disabled once signed in, while the next page loads: a second click would sign in again. */}
      <SubmitButton pendingLabel="Entrando..." disabled={result?.ok === true}>
        Entrar
      </SubmitButton>
    </form>
  );
}

function SignUpForm({ email, onEmailChange, onSignedUp }: EmailProps & { onSignedUp: () => void }) {
  const [password, setPassword] = useState("");
  const { formProps, result, fieldErrors } = useActionForm(signUpAction, {
    unreachable: auth.signUpError,
    // Signed in, the mechanic is taken to the plans page. Only when that login was refused does
    // the Login tab come next, with the e-mail already in it.
    onSuccess({ redirectTo }) {
      if (redirectTo) return;
      setPassword("");
      onSignedUp();
    },
  });
  const leaving = result?.ok === true && Boolean(result.redirectTo);
  return (
    <form {...formProps} className="grid gap-4">
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
      {/* Still disabled while the plans page loads: a second click would find the e-mail taken. */}
      <SubmitButton pendingLabel="Criando conta..." disabled={leaving}>
        Criar conta
      </SubmitButton>
    </form>
  );
}

type CredentialsFieldsProps = EmailProps & {
  idPrefix: string;
  password: string;
  onPasswordChange: (password: string) => void;
  passwordAutoComplete: "current-password" | "new-password";
  passwordPlaceholder?: string;
  fieldErrors?: FieldErrors;
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
