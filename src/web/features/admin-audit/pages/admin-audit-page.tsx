import { Anchor, Button, Select, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ADMIN_PAGE_SIZE, AdminListPage } from "../../../components/admin-list-page";
import type { AdminColumn } from "../../../components/admin-table";
import { useListPaging } from "../../../components/paged-list";
import { dateTimeFormat } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "../../../../shared/audit-actions";
import { useAuditLog, type AuditEntry } from "../api/list-audit";
import { AuditChanges } from "../components/audit-changes";

/** A target id as the API takes it: no spaces, at most 100 characters. */
const cleanId = (value: string) => value.replace(/\s+/g, "").replace(/^:+/, "").slice(0, 100);

/** /admin/audit: who did what, newest first, filtered by administrator, action and changed item. */
export function AdminAuditPage() {
  const { t } = useTranslation("admin-audit");
  const lang = currentLanguage();
  const paging = useListPaging();
  const [actor, setActor] = useState("");
  const [action, setAction] = useState<string | null>(null);
  const [targetType, setTargetType] = useState<string | null>(null);
  const [targetId, setTargetId] = useState("");
  const [debouncedActor] = useDebouncedValue(actor, 300);
  const [debouncedTargetId] = useDebouncedValue(targetId, 300);
  const list = useAuditLog({
    actor: debouncedActor,
    action,
    targetType,
    targetId: targetType ? debouncedTargetId : "",
    page: paging.page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const date = dateTimeFormat(lang);
  const actionLabel = (a: string) => t(`actions.${a}`, { defaultValue: a });
  const targetLabel = (type: string | null) => (type ? t(`targets.${type}`, { defaultValue: type }) : "—");
  const filtered = Boolean(actor.trim() || action || targetType);

  const actionOptions = useMemo(
    () =>
      AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`actions.${a}`, { defaultValue: a }) })).sort((x, y) =>
        x.label.localeCompare(y.label, lang),
      ),
    [t, lang],
  );
  const targetOptions = useMemo(
    () =>
      AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`targets.${type}`) })).sort((x, y) =>
        x.label.localeCompare(y.label, lang),
      ),
    [t, lang],
  );

  const showActor = paging.resetting((value: string) => setActor(value));
  const showTarget = paging.resetting((target: AuditEntry["target"]) => {
    setTargetType(target.type);
    setTargetId(target.id ?? "");
  });
  const clearFilters = paging.resetting(() => {
    setActor("");
    setAction(null);
    setTargetType(null);
    setTargetId("");
  });
  const clearButtonProps = { "aria-label": t("filters.clearOne") };

  const columns: AdminColumn<AuditEntry>[] = [
    { key: "at", header: t("columns.at"), nowrap: true, cell: (r) => date.format(new Date(r.at)) },
    {
      key: "actor",
      header: t("columns.actor"),
      maxWidth: 240,
      cell: (r) => (
        <>
          {r.actor.email ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              style={{ overflowWrap: "anywhere" }}
              title={t("filterByActor", { email: r.actor.email })}
              onClick={() => showActor(r.actor.email ?? "")}
            >
              {r.actor.email}
            </Anchor>
          ) : (
            <Text size="sm">{t("unknownActor")}</Text>
          )}
          {r.ip ? (
            <Text size="xs" c="dimmed">
              {t("ip", { ip: r.ip })}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: "action",
      header: t("columns.action"),
      maxWidth: 220,
      cell: (r) => (
        <Text size="sm" fw={600} title={r.action} data-action={r.action}>
          {actionLabel(r.action)}
        </Text>
      ),
    },
    {
      key: "target",
      header: t("columns.target"),
      maxWidth: 220,
      cell: (r) =>
        r.target.type ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            style={{ overflowWrap: "anywhere" }}
            title={t("filterByTarget")}
            onClick={() => showTarget(r.target)}
          >
            {targetLabel(r.target.type)}
            {r.target.id ? ` · ${r.target.type === "setting" ? r.target.id : `#${r.target.id}`}` : ""}
          </Anchor>
        ) : (
          "—"
        ),
    },
    { key: "changes", header: t("columns.changes"), maxWidth: 420, cell: (r) => <AuditChanges entry={r} /> },
  ];

  return (
    <AdminListPage
      query={list}
      paging={paging}
      t={t}
      filters={
        <>
          <TextInput
            label={t("filters.actor")}
            placeholder={t("filters.actorPlaceholder")}
            value={actor}
            maxLength={254}
            onChange={(event) => showActor(event.currentTarget.value)}
            w={{ base: "100%", xs: 240 }}
            data-testid="admin-audit-actor"
          />
          <Select
            label={t("filters.action")}
            placeholder={t("filters.anyAction")}
            data={actionOptions}
            value={action}
            onChange={paging.resetting(setAction)}
            searchable
            clearable
            clearButtonProps={clearButtonProps}
            w={{ base: "100%", xs: 280 }}
            comboboxProps={{ width: "target", position: "bottom-start" }}
            data-testid="admin-audit-action"
          />
          <Select
            label={t("filters.target")}
            placeholder={t("filters.anyTarget")}
            data={targetOptions}
            value={targetType}
            onChange={paging.resetting((value: string | null) => {
              setTargetType(value);
              if (!value) setTargetId("");
            })}
            searchable
            clearable
            clearButtonProps={clearButtonProps}
            w={{ base: "100%", xs: 220 }}
            data-testid="admin-audit-target"
          />
          <TextInput
            label={t("filters.targetId")}
            placeholder={t("filters.targetIdPlaceholder")}
            value={targetId}
            disabled={!targetType}
            onChange={(event) => paging.resetting(setTargetId)(cleanId(event.currentTarget.value))}
            w={{ base: "100%", xs: 140 }}
            data-testid="admin-audit-target-id"
          />
          {filtered ? (
            <Button variant="subtle" onClick={() => clearFilters(undefined)} data-testid="admin-audit-clear">
              {t("filters.clear")}
            </Button>
          ) : null}
        </>
      }
      columns={columns}
      rowProps={(r) => ({ "data-testid": "admin-audit-row", "data-action": r.action })}
      testId="admin-audit"
      empty={filtered ? t("emptyFiltered") : t("empty")}
      total={(total) => t("total", { count: total })}
      minWidth={940}
    />
  );
}
