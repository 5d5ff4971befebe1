import { Container, Paper, Stepper } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useMe } from "../../../lib/session/get-session";
import { useRegister } from "../api/register";
import { RegisterCodeStep } from "../components/register-code-step";
import {
  RegisterDetailsStep,
  type RegisterDetails,
  type RegisterDetailsDraft,
} from "../components/register-details-step";
import { RegisterEmailStep } from "../components/register-email-step";
import { fieldDetail } from "../utils/api-details";
import { paths } from "../../../config/paths";
import { BackToLogin } from "../components/email-form";

type Step = "email" | "code" | "details";
const STEP_INDEX: Record<Step, number> = { email: 0, code: 1, details: 2 };

/** Registration: email → emailed code → details with the live password checklist. */
export function RegisterPage() {
  const { t } = useTranslation("auth");
  const message = useErrorMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const me = useMe();
  const registerMutation = useRegister();
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [detailsError, setDetailsError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<RegisterDetailsDraft | null>(null);
  const referral = (params.get("ref") ?? "").trim().toUpperCase();

  if (me.data && !registerMutation.isSuccess) return <Navigate to={paths.me.home} replace />;

  const submit = (details: RegisterDetails, values: RegisterDetailsDraft) => {
    setDraft(values);
    setDetailsError(null);
    setFieldErrors({});
    registerMutation.mutate(
      { email, code, ...details, referral_code: details.referral_code || undefined },
      {
        onSuccess: (user) => {
          notifySuccess(t("register.welcome", { name: user.name }));
          void navigate(paths.me.home, { replace: true });
        },
        onError: (error) => {
          const codeProblem = fieldDetail(error, "code");
          if (codeProblem) {
            const reason = typeof codeProblem.reason === "string" ? codeProblem.reason : "invalid";
            setCodeError(t(`register.codeErrors.${reason}`, { defaultValue: t("register.codeErrors.invalid") }));
            setStep("code");
            return;
          }
          if (error instanceof ApiError && error.code === "email_taken") {
            setStep("email");
            return;
          }
          const next: Record<string, string> = {};
          if (fieldDetail(error, "password")) next.password = t("password.policyFailed");
          if (fieldDetail(error, "country")) next.country = t("register.countryInvalid");
          if (fieldDetail(error, "name")) next.name = t("register.nameRequired");
          setFieldErrors(next);
          if (Object.keys(next).length === 0) setDetailsError(message(error));
        },
      },
    );
  };

  return (
    <Container size={520} px={0}>
      <PageHeader title={t("register.title")} description={t("register.subtitle")} />
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stepper active={STEP_INDEX[step]} size="sm" mb="xl" allowNextStepsSelect={false}>
          <Stepper.Step label={t("register.stepEmail")} />
          <Stepper.Step label={t("register.stepCode")} />
          <Stepper.Step label={t("register.stepDetails")} />
        </Stepper>
        {step === "email" ? (
          <RegisterEmailStep
            initialEmail={email}
            onSent={(sentTo) => {
              setEmail(sentTo);
              setCode("");
              setCodeError(null);
              setStep("code");
            }}
          />
        ) : step === "code" ? (
          <RegisterCodeStep
            email={email}
            initialCode={code}
            codeError={codeError}
            onBack={() => setStep("email")}
            onNext={(entered) => {
              setCode(entered);
              setCodeError(null);
              setStep("details");
            }}
          />
        ) : (
          <RegisterDetailsStep
            initialReferralCode={referral}
            draft={draft}
            pending={registerMutation.isPending}
            serverError={detailsError}
            serverFieldErrors={fieldErrors}
            onBack={(values) => {
              setDraft(values);
              setStep("code");
            }}
            onSubmit={submit}
          />
        )}
        <BackToLogin lead={t("register.haveAccount")} />
      </Paper>
    </Container>
  );
}
