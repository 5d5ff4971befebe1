import { Alert, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import {
  IconAlertTriangle,
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconDeviceTv,
  IconDevices,
  IconLogout,
  IconRobot,
} from "@tabler/icons-react";
import { useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/query-error";
import { useErrorMessage } from "../../../lib/api-error-message";
import { dateTimeFormat } from "../../../lib/format";
import { countryName } from "../../../lib/display-names";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useEndMyOtherSessions, useEndMySession } from "../api/end-sessions";
import { useMySessions, type UserSession } from "../api/list-sessions";

const KIND_ICON: Record<UserSession["device"]["kind"], ComponentType<{ size?: number }>> = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  tv: IconDeviceTv,
  bot: IconRobot,
  other: IconDevices,
};

function SessionCard({ session }: { session: UserSession }) {
  const { t } = useTranslation("account");
  const message = useErrorMessage();
  const end = useEndMySession();
  const lang = currentLanguage();
  const when = dateTimeFormat(lang);
  const Icon = KIND_ICON[session.device.kind];
  const device =
    [session.device.browser, session.device.os].filter(Boolean).join(" · ") ||
    t(`sessions.kind.${session.device.kind}`);
  const place = session.country ? countryName(session.country, lang) : t("sessions.unknownPlace");
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid={`session-${session.id}`}
      data-current={session.current ? "true" : "false"}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: "1 1 260px", minWidth: 0 }}>
          <ThemeIcon variant="light" color={session.current ? "green" : "gray"} size={36} radius="md">
            <Icon size={20} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                {device}
              </Text>
              {session.current ? (
                <Badge color="green" variant="light" data-testid="session-current">
                  {t("sessions.thisDevice")}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
              {session.ip ? t("sessions.placeAndAddress", { place, ip: session.ip }) : place}
            </Text>
            <Text size="xs" c="gray.7">
              {t("sessions.lastSeen", { when: when.format(session.last_seen_at) })} ·{" "}
              {t("sessions.signedIn", { when: when.format(session.created_at) })}
            </Text>
            {end.isError ? (
              <Text size="xs" c="red.8">
                {message(end.error)}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {session.current ? null : (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconLogout size={14} aria-hidden />}
            loading={end.isPending}
            onClick={() => end.mutate(session.id, { onSuccess: () => notifySuccess(t("sessions.ended", { device })) })}
            aria-label={t("sessions.endLabel", { device })}
            data-testid={`session-end-${session.id}`}
          >
            {t("sessions.end")}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** Signing out every other device: asked first, since each of them must sign in again. */
function EndOthersDialog({ opened, onClose, count }: { opened: boolean; onClose: () => void; count: number }) {
  const { t } = useTranslation("account");
  const message = useErrorMessage();
  const endOthers = useEndMyOtherSessions();
  const close = () => {
    endOthers.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t("sessions.endOthersTitle")} centered>
      <Stack gap="md" data-testid="sessions-end-others-dialog">
        <Text size="sm">{t("sessions.endOthersConfirm", { count })}</Text>
        {endOthers.isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
            {message(endOthers.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t("security.cancel")}
          </Button>
          <Button
            color="red"
            loading={endOthers.isPending}
            data-testid="sessions-end-others-confirm"
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: () => {
                  notifySuccess(t("sessions.endOthersDone"));
                  close();
                },
              })
            }
          >
            {t("sessions.endOthers")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * My page → Security → Where you're signed in: every session of the account, newest first, with
 * the device and place it was last used from; any other one can be signed out, or all of them.
 */
export function SessionsSection() {
  const { t } = useTranslation("account");
  const sessions = useMySessions();
  const [confirming, setConfirming] = useState(false);

  if (sessions.isPending) return <Skeleton height={160} radius="md" />;
  if (sessions.isError) return <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />;
  const others = sessions.data.filter((s) => !s.current).length;
  return (
    <Stack gap="sm" data-testid="sessions">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" style={{ flex: "1 1 280px", minWidth: 0 }}>
          {others > 0 ? t("sessions.explain") : t("sessions.onlyHere")}
        </Text>
        {others > 0 ? (
          <Button
            color="red"
            variant="outline"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
            data-testid="sessions-end-others"
          >
            {t("sessions.endOthers")}
          </Button>
        ) : null}
      </Group>
      {sessions.data.map((session) => (
        <SessionCard key={session.id} session={session} />
      ))}
      <EndOthersDialog opened={confirming} onClose={() => setConfirming(false)} count={others} />
    </Stack>
  );
}
