import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconAlertTriangle, IconClockPause, IconShieldCheck, IconShieldX } from "@tabler/icons-react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Link, useNavigate } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { OrderStatusBadge } from "../../../components/order-status";
import { QueryError } from "../../../components/query-error";
import { isApiError } from "../../../lib/api-client";
import { carTitle } from "../../../lib/car-format";
import { formatDay, usdExact } from "../../../lib/format";
import { countryName } from "../../../lib/display-names";
import { currentLanguage } from "../../../lib/i18n";
import { useSiteName } from "../../../lib/use-site-name";
import { useInvoiceVerification } from "../api/verify-invoice";
import type { InvoiceVerification } from "../../../../shared/api/invoices";
import { bankDetailsIn } from "../../../../shared/invoice-words";
import { paths } from "../../../config/paths";
import { BankDetailsText } from "../components/bank-details-text";

/** Longest code the form takes (the codes are 16 characters; a typed one may carry spaces and dashes). */
const CODE_INPUT_MAX = 64;

/** The amount due to the cent, as the invoice states it (prices elsewhere are whole dollars). */
const usdCents = (usd: number, lang: string) => usdExact(usd, lang);

/** A code as typed, tidied for the address: upper case, without spaces or dashes. */
const tidy = (code: string) => code.toUpperCase().replace(/[\s\-‐‑–—]/g, "");

/**
 * /verify (a form for the code printed on a proforma invoice) and /verify/{code} (what the real
 * invoice of that code states, or a warning that no such invoice of ours exists).
 */
export function VerifyPage() {
  const { t } = useTranslation("verify");
  const { code } = useParams();
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t("title")} description={t("description")} />
      <CodeForm initial={code ?? ""} />
      {code ? <VerifyResult code={code} /> : <Text c="dimmed">{t("whereIsCode")}</Text>}
    </Stack>
  );
}

function CodeForm({ initial }: { initial: string }) {
  const { t } = useTranslation("verify");
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(initial), [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = tidy(value);
    if (!code) return setError(t("form.required"));
    setError(null);
    void navigate(paths.verifyInvoice(code));
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate data-testid="verify-form">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            style={{ flex: "1 1 16rem" }}
            label={t("form.label")}
            placeholder={t("form.placeholder")}
            value={value}
            maxLength={CODE_INPUT_MAX}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            error={error}
            onChange={(e) => setValue(e.currentTarget.value)}
            data-testid="verify-code"
          />
          <Button type="submit" leftSection={<IconShieldCheck size={18} aria-hidden />} data-testid="verify-submit">
            {t("form.submit")}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

function VerifyResult({ code }: { code: string }) {
  const { t } = useTranslation("verify");
  const siteName = useSiteName();
  const query = useInvoiceVerification(code);
  if (query.isPending) return <Loader aria-label={t("checking")} />;
  if (query.isError) {
    const error = query.error;
    if (isApiError(error, 404) || isApiError(error, 422))
      return (
        <Alert
          color="red"
          variant="filled"
          icon={<IconShieldX aria-hidden />}
          title={t("unknown.title")}
          data-testid="verify-unknown"
          role="alert"
        >
          <Stack gap="xs">
            <Text size="sm">{t("unknown.body", { code: tidy(code), site: siteName })}</Text>
            <Text size="sm" fw={700}>
              {t("unknown.doNotPay")}
            </Text>
            <Anchor component={Link} to={paths.contact} c="white" underline="always" size="sm" fw={700}>
              {t("unknown.contact")}
            </Anchor>
          </Stack>
        </Alert>
      );
    if (isApiError(error, 429)) {
      const details = error.details as { retry_after_seconds?: number } | undefined;
      return (
        <Alert
          color="yellow"
          icon={<IconClockPause aria-hidden />}
          title={t("limited.title")}
          data-testid="verify-limited"
          role="alert"
        >
          {t("limited.body", { seconds: details?.retry_after_seconds ?? 60 })}
        </Alert>
      );
    }
    return <QueryError error={error} onRetry={() => void query.refetch()} />;
  }
  return <ValidInvoice invoice={query.data} />;
}

function ValidInvoice({ invoice }: { invoice: InvoiceVerification }) {
  const { t } = useTranslation("verify");
  const lang = currentLanguage();
  const cancelled = invoice.status === "cancelled";
  const settled = invoice.status === "paid" || invoice.status === "shipped" || invoice.status === "delivered";
  const rows: [string, ReactNode, string][] = [
    [t("fields.reference"), <Text fw={700}>{invoice.order_reference}</Text>, "verify-reference"],
    [t("fields.status"), <OrderStatusBadge status={invoice.status} />, "verify-status"],
    [t("fields.issuedAt"), formatDay(invoice.issued_at, lang), "verify-issued"],
    [
      t("fields.amountDue"),
      <Text fw={700} size="lg">
        {usdCents(invoice.amount_due_usd, lang)}
      </Text>,
      "verify-amount",
    ],
    [t("fields.beneficiary"), invoice.beneficiary, "verify-beneficiary"],
    // Labels in the page's language as the invoice prints them in its own ("Account:" → "Счёт:"),
    // every value exactly as written: it is what the buyer copies onto the transfer.
    [t("fields.bankDetails"), <BankDetailsText text={bankDetailsIn(invoice.bank_details, lang)} />, "verify-bank"],
    [t("fields.car"), carTitle(invoice.car, lang), "verify-car"],
    [t("fields.vin"), invoice.car.vin_last6 ? `…${invoice.car.vin_last6}` : t("fields.vinUnknown"), "verify-vin"],
    [
      t("fields.buyerCountry"),
      invoice.buyer_country ? countryName(invoice.buyer_country, lang) : t("fields.countryUnknown"),
      "verify-country",
    ],
  ];
  return (
    <Stack gap="md" data-testid="verify-valid">
      <Alert
        color={cancelled ? "red" : "green"}
        variant="light"
        icon={cancelled ? <IconAlertTriangle aria-hidden /> : <IconShieldCheck aria-hidden />}
        title={cancelled ? t("valid.cancelledTitle") : t("valid.title")}
      >
        <Text size="sm">
          {cancelled ? t("valid.cancelledBody") : settled ? t("valid.settledBody") : t("valid.body")}
        </Text>
      </Alert>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
        <Title order={2} size="h4" mb="sm">
          {t("valid.heading")}
        </Title>
        <Table variant="vertical" layout="fixed" withRowBorders>
          <Table.Tbody>
            {rows.map(([label, value, testId]) => (
              <Table.Tr key={testId}>
                <Table.Th w={{ base: 120, sm: 200 }} style={{ verticalAlign: "top" }}>
                  {label}
                </Table.Th>
                <Table.Td data-testid={testId} style={{ overflowWrap: "anywhere" }}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="verify-pay-only">
        <Text size="sm" fw={700}>
          {t("valid.payOnly")}
        </Text>
      </Alert>
    </Stack>
  );
}
