import { Alert, Badge, List, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconBan, IconCircleCheck, IconHelpCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CarExport, ExportStatus } from "../../shared/api/export-restrictions";
import { countryName } from "../lib/display-names";
import { formatDay } from "../lib/format";
import { currentLanguage } from "../lib/i18n";
import { mainLanguage, sourceLanguageName } from "../lib/original-language";

const COLOR: Record<ExportStatus, string> = { allowed: "teal", restricted: "red", unknown: "orange" };
const ICON = { allowed: IconCircleCheck, restricted: IconBan, unknown: IconHelpCircle } as const;

/**
 * A list card's mark of a car that cannot go to the buyer's port (or may not be known to): nothing
 * for a car that can.
 */
export function ExportCardBadge({ status }: { status: ExportStatus | undefined }) {
  const { t } = useTranslation("export");
  if (status === undefined || status === "allowed") return null;
  const Icon = ICON[status];
  return (
    <Badge
      color={COLOR[status]}
      variant="light"
      size="sm"
      tt="none"
      leftSection={<Icon size={12} aria-hidden />}
      styles={{ root: { maxWidth: "100%" }, label: { whiteSpace: "normal", lineHeight: 1.2 } }}
      h="auto"
      py={2}
      data-testid="car-export-badge"
      data-status={status}
    >
      {t(`badge.${status}`)}
    </Badge>
  );
}

/** Compare's cell: the car's status at the buyer's port, as a word with its colour and icon. */
export function ExportStatusBadge({ status }: { status: ExportStatus }) {
  const { t } = useTranslation("export");
  const Icon = ICON[status];
  return (
    <Badge
      color={COLOR[status]}
      variant="light"
      tt="none"
      leftSection={<Icon size={12} aria-hidden />}
      styles={{ label: { whiteSpace: "normal", lineHeight: 1.2 } }}
      h="auto"
      py={2}
      data-testid="export-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/**
 * The car page's word on a car that cannot (or may not be known to) leave Korea for the buyer's
 * port, in place of the buy button: the reasons in the page language, what the car does not state,
 * and the rules' source and date. Nothing for a car that can go.
 */
export function ExportNotice({ exportInfo, portName }: { exportInfo: CarExport | null; portName: string }) {
  const { t } = useTranslation("export");
  const lang = currentLanguage();
  if (!exportInfo || exportInfo.status === "allowed") return null;
  const country = countryName(exportInfo.country, lang);
  const restricted = exportInfo.status === "restricted";
  const missing = exportInfo.missing.length > 1 ? "both" : exportInfo.missing[0] === "power" ? "power" : "displacement";
  const sources = [...new Map(exportInfo.reasons.map((r) => [`${r.source}|${r.as_of}`, r])).values()];
  return (
    <Alert
      color={COLOR[exportInfo.status]}
      variant="light"
      icon={restricted ? <IconBan aria-hidden /> : <IconAlertTriangle aria-hidden />}
      title={t(restricted ? "notice.restrictedTitle" : "notice.unknownTitle", { port: portName })}
      data-testid="export-notice"
      data-status={exportInfo.status}
      styles={{ title: { overflowWrap: "anywhere" } }}
    >
      <Stack gap={6}>
        {restricted ? null : (
          <Text size="sm" data-testid="export-missing">
            {t("notice.unknownText", { country, missing: t(`notice.missing.${missing}`) })}
          </Text>
        )}
        {exportInfo.reasons.length === 1 ? (
          // One reason reads as a sentence; a bullet for one line read as a list cut short.
          <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="export-reasons">
            {exportInfo.reasons[0].text}
          </Text>
        ) : (
          <List size="sm" spacing={2} data-testid="export-reasons">
            {exportInfo.reasons.map((r, i) => (
              <List.Item key={i} style={{ overflowWrap: "anywhere" }}>
                {r.text}
              </List.Item>
            ))}
          </List>
        )}
        {restricted ? (
          <Text size="sm" data-testid="export-hint">
            {t("notice.restrictedHint", { country })}
          </Text>
        ) : null}
        {sources.map((r) => (
          <Text
            key={`${r.source}|${r.as_of}`}
            size="xs"
            c="dimmed"
            style={{ overflowWrap: "anywhere" }}
            data-testid="export-source"
          >
            <ExportSourceLine source={r.source} date={formatDay(r.as_of, lang)} />
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * A rule's source as its admin wrote it (one text, usually the notice's own words): labelled as the
 * original, in which language, when it is not the page's, as the duty rules' source is.
 */
function ExportSourceLine({ source, date }: { source: string; date: string }) {
  const { t } = useTranslation("export");
  const language = sourceLanguageName(source, currentLanguage());
  return (
    <>
      {language ? t("notice.sourceOriginal", { date, language }) : t("notice.source", { date })}{" "}
      <span lang={mainLanguage(source) ?? undefined}>{source}</span>
    </>
  );
}
