import { Alert, Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { getFieldErrors, useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useSubmitShare } from "../api/submit-share";
import type { SnsPlatform } from "../types/sns";
import { CheckedForm } from "../../../components/form-parts";

// Codes of this form's 409s, each with its own sentence.
const CONFLICTS = new Set(["campaign_disabled", "duplicate_url", "limit_reached"]);

/** Platform and the address of the user's public post that shares us. */
export function SubmitShareForm({ platforms }: { platforms: SnsPlatform[] }) {
  const { t } = useTranslation("sns");
  const message = useErrorMessage();
  const mutation = useSubmitShare();
  const [platform, setPlatform] = useState<SnsPlatform | null>(platforms[0] ?? null);
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const fields = getFieldErrors(mutation.error);
  const conflict =
    mutation.error instanceof ApiError && CONFLICTS.has(mutation.error.code) ? mutation.error.code : null;

  const submit = () => {
    if (!platform) return;
    if (!/^https?:\/\/\S+$/i.test(url.trim())) {
      setUrlError(t("form.urlInvalid"));
      return;
    }
    setUrlError(null);
    mutation.mutate(
      { platform, url: url.trim() },
      {
        onSuccess: () => {
          notifySuccess(t("form.submitted"));
          setUrl("");
        },
      },
    );
  };

  return (
    <CheckedForm onSubmit={submit}>
      <Stack gap="sm">
        {mutation.isError && Object.keys(fields).length === 0 ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" data-testid="sns-submit-error">
            {conflict ? t(`errors.${conflict}`) : message(mutation.error)}
          </Alert>
        ) : null}
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <Select
            label={t("form.platform")}
            data={platforms.map((p) => ({ value: p, label: t(`platforms.${p}`) }))}
            value={platform}
            onChange={(v) => setPlatform(v as SnsPlatform | null)}
            allowDeselect={false}
            error={fields.platform ? t("form.platformInvalid") : undefined}
            maw={220}
            data-testid="sns-platform"
          />
          <TextInput
            label={t("form.url")}
            placeholder="https://"
            description={t("form.urlHint")}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            required
            error={
              urlError ??
              (fields.url
                ? t("form.urlWrongDomain", { platform: platform ? t(`platforms.${platform}`) : "" })
                : undefined)
            }
            miw={280}
            data-testid="sns-url"
          />
        </Group>
        <Group>
          <Button type="submit" loading={mutation.isPending} disabled={!platform} data-testid="sns-submit">
            {t("form.submit")}
          </Button>
        </Group>
      </Stack>
    </CheckedForm>
  );
}
