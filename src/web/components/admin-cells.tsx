import { Text } from "@mantine/core";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { AdminColumn } from "./admin-table";
import { DecisionButtons } from "./decision-buttons";
import { EmailText } from "./email-text";

/**
 * What or who a row is about: the name in bold and, under it, a dimmed detail (an email, a port's
 * English name) when there is one, then any further lines (`children`).
 */
export function NameCell({ name, detail, children }: { name: ReactNode; detail?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      {detail === null || detail === undefined ? null : (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
      {children}
    </>
  );
}

/**
 * The buyer of an order or a claim: the name and, under it, the email address (broken between its
 * parts only: "user@demo.loc" above "al" read as another address), or "deleted account" (`email`
 * null) when the account is gone.
 */
export function BuyerCell({
  name,
  email,
  deletedLabel,
  emailTestId,
}: {
  name: string;
  email: string | null;
  deletedLabel: string;
  emailTestId?: string;
}) {
  return (
    <NameCell name={name}>
      {email === null ? (
        <Text size="xs" c="dimmed">
          {deletedLabel}
        </Text>
      ) : (
        <EmailText size="xs" c="dimmed" maw={200} email={email} data-testid={emailTestId} />
      )}
    </NameCell>
  );
}

/** A small dimmed line under a cell's main text, drawn only when there is something to say. */
export function CellNote({ children, wrap }: { children: ReactNode; wrap?: boolean }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <Text size="xs" c="dimmed" style={wrap ? { overflowWrap: "anywhere" } : undefined}>
      {children}
    </Text>
  );
}

/**
 * The actions column of a list of requests waiting for an administrator (top-ups, withdrawals,
 * SNS shares): approve and reject buttons on the pending rows, nothing on the others. The page's
 * texts name them: `columns.actions`, `<approve>.button` and `reject.button`. `onDecide` opens
 * the page's dialog; the test ids are `<testId>-<approve>-<row id>` and `<testId>-reject-<row id>`.
 */
export function decisionColumn<T extends { id: number; status: string }>({
  t,
  approve,
  onDecide,
  testId,
}: {
  t: TFunction;
  approve: string;
  onDecide: (row: T, approve: boolean) => void;
  testId: string;
}): AdminColumn<T> {
  return {
    key: "actions",
    header: t("columns.actions"),
    actions: true,
    cell: (r) =>
      r.status === "pending" ? (
        <DecisionButtons
          approveLabel={t(`${approve}.button`)}
          rejectLabel={t("reject.button")}
          onApprove={() => onDecide(r, true)}
          onReject={() => onDecide(r, false)}
          approveTestId={`${testId}-${approve}-${r.id}`}
          rejectTestId={`${testId}-reject-${r.id}`}
        />
      ) : null,
  };
}
