import { Alert, Card, Code, Group, Stack, Text, Title } from "@mantine/core";
import { IconBuildingBank } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { formatCc, usdExact } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { RequireAuth } from "../../../components/require-auth";
import type { User } from "../../../lib/session/user";
import { useMyTopups, type Topup } from "../api/topups";
import { ProofUpload } from "../components/proof-upload";
import { TopupForm } from "../components/topup-form";
import { CopyValue } from "../components/copy-value";
import { PAGE_SIZE, TopupHistory } from "../components/topup-history";
import { accountNumber } from "../utils/account-number";

/** What to transfer where, with the reference and account to copy, right after the request. */
function TransferInstructions({ topup }: { topup: Topup }) {
  const { t } = useTranslation("topups");
  const lang = currentLanguage();
  const usd = usdExact(topup.amount_usd, lang);
  const account = accountNumber(topup.bank_details);
  return (
    <Alert
      color="blue"
      icon={<IconBuildingBank aria-hidden />}
      title={t("instructions.title")}
      data-testid="topup-instructions"
    >
      <Stack gap="xs">
        <Text size="sm">{t("instructions.amount", { usd, amount: formatCc(topup.amount_cc, lang) })}</Text>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {t("instructions.reference")}
          </Text>
          <Code fz="md" data-testid="topup-reference">
            {topup.reference}
          </Code>
          <CopyValue value={topup.reference} testId="copy-reference" />
        </Group>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }} data-testid="topup-bank-details">
          {topup.bank_details}
        </Text>
        {account ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t("instructions.account")}</Text>
            <Code fz="md">{account}</Code>
            <CopyValue value={account} testId="copy-account" />
          </Group>
        ) : null}
        <Text size="sm">{t("instructions.slip")}</Text>
        <ProofUpload topup={topup} />
      </Stack>
    </Alert>
  );
}

function Content({ user }: { user: User }) {
  const { t } = useTranslation("topups");
  const lang = currentLanguage();
  const [created, setCreated] = useState<Topup | null>(null);
  // The instructions follow the list, so an uploaded slip shows at once.
  const list = useMyTopups(1, PAGE_SIZE);
  const current = created ? (list.data?.items.find((x) => x.id === created.id) ?? created) : null;
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="lg">
        <Text data-testid="topup-balance">{t("balance", { amount: formatCc(user.cc_balance, lang) })}</Text>
        <Card withBorder radius="md" padding="lg">
          {/* Locked while its bank details are shown: one click more would ask for a second transfer. */}
          <TopupForm
            defaultName={user.name}
            onCreated={setCreated}
            locked={current !== null}
            onNew={() => setCreated(null)}
          />
        </Card>
        {current ? <TransferInstructions topup={current} /> : null}
        <Title order={2} size="h3">
          {t("historyTitle")}
        </Title>
        <TopupHistory />
      </Stack>
    </>
  );
}

/** /me/topups: ask for CC by bank transfer, see the bank details and reference, upload the slip. */
export function MyTopupsPage() {
  return <RequireAuth>{(user) => <Content user={user} />}</RequireAuth>;
}
