import { ActionIcon, CopyButton, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A button that copies `value` (a transfer reference, an account number) and says it did. */
export function CopyValue({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation("topups");
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t("copy.copied") : t("copy.copy")} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? "teal" : "gray"}
            onClick={copy}
            aria-label={`${t("copy.copy")}: ${value}`}
            data-testid={testId}
            data-copied={copied || undefined}
          >
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
