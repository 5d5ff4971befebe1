import { Alert, Button, FileInput, Group, Select, Stack, Text, Textarea } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CLAIM_CATEGORIES, PROTECTION_LIMITS, type ClaimCategory } from "../../../../shared/api/protection-values";
import { LocalNumberInput } from "../../../components/local-number-input";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { formatFileSize } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useFileClaim } from "../api/orders";

const ACCEPT = "image/jpeg,image/png,application/pdf,video/mp4,.jpg,.jpeg,.png,.pdf,.mp4";

/** The claim form: what is wrong, a description, the amount asked and up to ten files. */
export function ClaimForm({
  orderId,
  onDone,
  onCancel,
}: {
  orderId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("orders");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const mutation = useFileClaim(orderId);
  const [category, setCategory] = useState<ClaimCategory | null>(null);
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState<number | string>("");
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const filesProblem = (list: File[]) => {
    if (list.length > PROTECTION_LIMITS.evidenceMaxFiles) return t("claims.form.tooMany");
    const big = list.find((f) => f.size > PROTECTION_LIMITS.evidenceMaxBytes);
    return big ? t("claims.form.tooLarge", { name: big.name }) : null;
  };
  // The server reads each file's type from its bytes and answers which rule the form broke.
  const serverProblem = (error: unknown) => {
    if (!isApiError(error)) return message(error);
    if (error.status === 413) return t("claims.form.tooLargeAny");
    if (error.code === "claim_window_closed") return t("claims.form.windowClosed");
    if (error.code === "claim_open") return t("claims.form.alreadyOpen");
    if (error.code === "not_delivered") return t("claims.form.notDelivered");
    if (error.status === 422 && Array.isArray(error.details) && error.details.some((d) => d?.field === "evidence"))
      return t("claims.form.wrongType");
    return message(error);
  };

  const send = () => {
    const filesError = filesProblem(files);
    if (filesError) return setProblem(filesError);
    if ([...description.trim()].length < PROTECTION_LIMITS.descriptionMin) return setProblem(t("claims.form.tooShort"));
    if (!category) return;
    setProblem(null);
    mutation.mutate(
      { category, description: description.trim(), amount: amount === "" ? "" : String(amount), files },
      {
        onSuccess: () => {
          notifySuccess(t("claims.form.done"));
          onDone();
        },
      },
    );
  };

  const error = problem ?? (mutation.isError ? serverProblem(mutation.error) : null);
  return (
    <Stack gap="sm" data-testid="claim-form">
      <Select
        label={t("claims.form.category")}
        data={CLAIM_CATEGORIES.map((c) => ({ value: c, label: t(`claims.category.${c}`) }))}
        value={category}
        onChange={(v) => setCategory(v as ClaimCategory | null)}
        required
        comboboxProps={{ withinPortal: false }}
        data-testid="claim-category"
      />
      <Textarea
        label={t("claims.form.description")}
        description={t("claims.form.descriptionHint")}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        maxLength={PROTECTION_LIMITS.descriptionMax}
        autosize
        minRows={3}
        maxRows={10}
        required
        data-testid="claim-description"
      />
      <LocalNumberInput
        label={t("claims.form.amount")}
        description={t("claims.form.amountHint")}
        value={amount}
        onChange={setAmount}
        min={0}
        max={PROTECTION_LIMITS.maxAmountUsd}
        decimalScale={2}
        grouped
        leftSection="$"
        data-testid="claim-amount"
      />
      <FileInput
        label={t("claims.form.files")}
        description={t("claims.form.filesHint")}
        placeholder={t("claims.form.filesPlaceholder")}
        multiple
        clearable
        accept={ACCEPT}
        value={files}
        onChange={(list) => {
          setFiles(list);
          setProblem(filesProblem(list));
        }}
        leftSection={<IconPaperclip size={16} aria-hidden />}
        data-testid="claim-files"
      />
      {files.length > 0 ? (
        <Stack gap={2} data-testid="claim-files-chosen">
          {files.map((f, i) => (
            <Text key={`${f.name}-${i}`} size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {f.name} · {formatFileSize(f.size, lang)}
            </Text>
          ))}
        </Stack>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" data-testid="claim-error">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("claims.form.cancel")}
        </Button>
        <Button
          onClick={send}
          loading={mutation.isPending}
          disabled={!category || description.trim() === ""}
          data-testid="claim-submit"
        >
          {t("claims.form.submit")}
        </Button>
      </Group>
    </Stack>
  );
}
