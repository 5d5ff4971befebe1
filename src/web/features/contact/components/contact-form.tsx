import { Alert, Button, Paper, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconCircleCheck, IconSend } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { getFieldErrors, useErrorMessage } from "../../../lib/api-error-message";
import { useMe } from "../../../lib/session/get-session";
import { useSendContactMessage } from "../api/send-contact-message";
import { CONTACT_LIMITS } from "./contact-limits";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Values = { name: string; email: string; subject: string; message: string };

/** The Contact Us form; a logged-in user's name and email are filled in. */
export function ContactForm() {
  const { t } = useTranslation("contact");
  const errorMessage = useErrorMessage();
  const me = useMe();
  const send = useSendContactMessage();
  const text = (field: keyof Values, max: number) => (value: string) =>
    !value.trim() ? t(`form.${field}Required`) : value.length > max ? t("form.tooLong", { max }) : null;
  const form = useForm<Values>({
    initialValues: { name: "", email: "", subject: "", message: "" },
    validate: {
      name: text("name", CONTACT_LIMITS.name),
      email: (v) =>
        !v.trim() ? t("form.emailRequired") : EMAIL_PATTERN.test(v.trim()) ? null : t("form.emailInvalid"),
      subject: text("subject", CONTACT_LIMITS.subject),
      message: text("message", CONTACT_LIMITS.message),
    },
  });

  const user = me.data;
  useEffect(() => {
    if (!user) return;
    if (!form.values.name) form.setFieldValue("name", user.name);
    if (!form.values.email) form.setFieldValue("email", user.email);
    // Only when who is logged in changes, never over what the visitor typed.
  }, [user?.id]);

  if (send.isSuccess) {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={t("sent.title")} data-testid="contact-sent">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t("sent.body", { email: send.variables?.email ?? "" })}</Text>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              form.setFieldValue("subject", "");
              form.setFieldValue("message", "");
              send.reset();
            }}
          >
            {t("sent.another")}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const onSubmit = form.onSubmit((values) =>
    send.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      },
      { onError: (error) => form.setErrors(getFieldErrors(error)) },
    ),
  );

  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <form onSubmit={onSubmit} noValidate data-testid="contact-form">
        <Stack gap="md">
          {send.isError && !isApiError(send.error, 422) ? (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="contact-error">
              {isApiError(send.error, 429) ? t("form.rateLimited") : errorMessage(send.error)}
            </Alert>
          ) : null}
          <TextInput
            label={t("form.name")}
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            {...form.getInputProps("name")}
            data-testid="contact-name"
          />
          <TextInput
            label={t("form.email")}
            description={t("form.emailHint")}
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            {...form.getInputProps("email")}
            data-testid="contact-email"
          />
          <TextInput
            label={t("form.subject")}
            required
            maxLength={CONTACT_LIMITS.subject}
            {...form.getInputProps("subject")}
            data-testid="contact-subject"
          />
          <Textarea
            label={t("form.message")}
            required
            autosize
            minRows={6}
            maxLength={CONTACT_LIMITS.message}
            description={t("form.characters", { length: form.values.message.length, max: CONTACT_LIMITS.message })}
            {...form.getInputProps("message")}
            data-testid="contact-message"
          />
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={send.isPending}
            style={{ alignSelf: "flex-start" }}
            data-testid="contact-submit"
          >
            {t("form.submit")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
