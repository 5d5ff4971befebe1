import { Alert, Button, Group, Modal, Paper, SegmentedControl, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getFieldErrors, useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useSendAdminNotification, type AdminNotificationInput } from "../api/send-admin-notification";
import { UserPicker } from "./user-picker";

const TITLE_MAX = 200;
const MESSAGE_MAX = 5000;

type Values = { target: "user" | "all"; userId: number | null; title: string; message: string };

/** Sends a notification (and its email) to one user, or to all users after a confirmation. */
export function SendNotificationForm() {
  const { t } = useTranslation("admin-notifications");
  const errorMessage = useErrorMessage();
  const send = useSendAdminNotification();
  const [confirming, setConfirming] = useState<AdminNotificationInput | null>(null);
  const form = useForm<Values>({
    initialValues: { target: "user", userId: null, title: "", message: "" },
    validate: {
      userId: (v, values) => (values.target === "user" && v === null ? t("form.userRequired") : null),
      title: (v) =>
        !v.trim() ? t("form.titleRequired") : v.length > TITLE_MAX ? t("form.tooLong", { max: TITLE_MAX }) : null,
      message: (v) =>
        !v.trim() ? t("form.messageRequired") : v.length > MESSAGE_MAX ? t("form.tooLong", { max: MESSAGE_MAX }) : null,
    },
  });

  const submit = (input: AdminNotificationInput) =>
    send.mutate(input, {
      onSuccess: (result) => {
        setConfirming(null);
        notifySuccess(
          result.queued > 0
            ? t("result.queued", { count: result.recipients, created: result.created })
            : t("result.sent", { count: result.created }),
        );
        form.reset();
      },
      onError: (error) => {
        setConfirming(null);
        const fields = getFieldErrors(error);
        form.setErrors({ userId: fields.user_id ?? fields.all, title: fields.title, message: fields.message });
      },
    });

  const onSubmit = form.onSubmit((values) => {
    const base = { title: values.title.trim(), message: values.message.trim() };
    if (values.target === "all") setConfirming({ ...base, all: true });
    else submit({ ...base, user_id: values.userId! });
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={onSubmit} noValidate data-testid="admin-notification-form">
        <Stack gap="md">
          {send.isError ? (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="admin-notification-error">
              {errorMessage(send.error)}
            </Alert>
          ) : null}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="admin-notification-target">
              {t("form.target")}
            </Text>
            <SegmentedControl
              aria-labelledby="admin-notification-target"
              data={[
                { value: "user", label: t("form.oneUser") },
                { value: "all", label: t("form.allUsers") },
              ]}
              {...form.getInputProps("target")}
              data-testid="admin-notification-target"
            />
          </Stack>
          {form.values.target === "user" ? (
            <UserPicker
              value={form.values.userId}
              onChange={(id) => form.setFieldValue("userId", id)}
              error={form.errors.userId as string | undefined}
            />
          ) : (
            <Alert color="yellow" variant="light" data-testid="admin-notification-all-hint">
              {t("form.allHint")}
            </Alert>
          )}
          <TextInput
            label={t("form.title")}
            required
            maxLength={TITLE_MAX}
            {...form.getInputProps("title")}
            data-testid="admin-notification-title"
          />
          <Textarea
            label={t("form.message")}
            description={t("form.messageHint")}
            required
            autosize
            minRows={5}
            maxLength={MESSAGE_MAX}
            {...form.getInputProps("message")}
            data-testid="admin-notification-message"
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={send.isPending && !confirming}
              data-testid="admin-notification-send"
            >
              {form.values.target === "all" ? t("form.sendAll") : t("form.send")}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t("confirm.title")} centered>
        <Stack gap="md">
          <Text size="sm">{t("confirm.body")}</Text>
          {confirming ? (
            <Paper withBorder p="sm" radius="sm">
              <Text fw={600}>{confirming.title}</Text>
              <Text size="sm" style={{ whiteSpace: "pre-line" }} lineClamp={6}>
                {confirming.message}
              </Text>
            </Paper>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t("confirm.cancel")}
            </Button>
            <Button
              color="red"
              loading={send.isPending}
              onClick={() => confirming && submit(confirming)}
              data-testid="admin-notification-confirm"
            >
              {t("confirm.send")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
