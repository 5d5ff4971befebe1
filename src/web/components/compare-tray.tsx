import { ActionIcon, Affix, Box, Button, Group, Paper } from "@mantine/core";
import { IconScale, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Link } from "../lib/lang-router";
import { COMPARE_LIMITS, clearCompare, comparePath, useCompareIds } from "../lib/compare/compare-list";
import { paths } from "../config/paths";

/** The compare list (kept in the browser) as a tray at the bottom of every public page but the compare page. */
export function CompareTray() {
  const { t } = useTranslation("compare");
  const ids = useCompareIds();
  const { pathname } = useLocation();
  if (ids.length === 0 || pathname === paths.compare) return null;
  return (
    <>
      {/* Room at the end of the page, so the pinned tray covers none of the footer. */}
      <Box h={80} aria-hidden data-testid="compare-tray-spacer" />
      <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
        <Paper shadow="md" radius="xl" p={6} withBorder data-testid="compare-tray">
          <Group gap={6} wrap="nowrap">
            <Button
              component={Link}
              to={comparePath(ids)}
              radius="xl"
              leftSection={<IconScale size={18} aria-hidden />}
              disabled={ids.length < COMPARE_LIMITS.min}
              data-testid="compare-tray-open"
            >
              {t("trayOpen", { count: ids.length, max: COMPARE_LIMITS.max })}
            </Button>
            <ActionIcon
              variant="subtle"
              color="gray"
              radius="xl"
              size="lg"
              onClick={clearCompare}
              aria-label={t("clear")}
              title={t("clear")}
              data-testid="compare-tray-clear"
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      </Affix>
    </>
  );
}
