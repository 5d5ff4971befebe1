import { Alert, Button, Group, Input, PinInput, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useSendPreregister } from "../api/send-preregister";

/** Step 2: the 6-digit code from the email (checked by the server with the last step). */
export function RegisterCodeStep(props: {
  email: string;
  initialCode: string;
  /** A translated reason the server refused the code the last time. */
  codeError: string | null;
  onBack: () => void;
  onNext: (code: string) => void;
}) {
  const { t } = useTranslation("auth");
  const message = useErrorMessage();
  const resend = useSendPreregister();
  const [code, setCode] = useState(props.initialCode);
  const [touched, setTouched] = useState(false);
  const [edited, setEdited] = useState(false);
  const complete = /^\d{6}$/.test(code);
  const error = (!edited ? props.codeError : null) ?? (touched && !complete ? t("register.codeIncomplete") : null);

  return (
    <form
      noValidate
      data-testid="register-code-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (complete) props.onNext(code);
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t("register.codeSent", { email: props.email })}</Text>
        <Input.Wrapper label={t("fields.code")} error={error} required>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            autoFocus
            value={code}
            onChange={(value) => {
              setCode(value);
              setEdited(true);
            }}
            error={!!error}
            aria-label={t("fields.code")}
            data-testid="register-code"
          />
        </Input.Wrapper>
        {resend.isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
            {message(resend.error)}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth data-testid="register-code-next">
          {t("register.next")}
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" size="compact-sm" onClick={props.onBack}>
            {t("register.changeEmail")}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            loading={resend.isPending}
            data-testid="register-resend"
            onClick={() =>
              resend.mutate(props.email, {
                onSuccess: () => {
                  setCode("");
                  notifySuccess(t("register.codeResent", { email: props.email }));
                },
              })
            }
          >
            {t("register.resend")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
