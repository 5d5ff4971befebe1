import { Badge, Button, Card, Group, Image, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconExternalLink, IconPhotoStar, IconTag, IconTagOff, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Link, useNavigate } from "../../../lib/lang-router";
import { QueryError } from "../../../components/query-error";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { useDocumentTitle } from "../../../lib/document-title";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { SoldOutOverlay } from "../../../components/sold-out-markers";
import { carTitle } from "../../../lib/car-format";
import { useAdminCar } from "../api/admin-cars";
import { useDeleteCar, useSetSoldout, useToggleBanner, useUpdateCar } from "../api/car-mutations";
import { CarForm } from "../components/car-form";
import { ConditionForm } from "../components/condition-form";
import { CarStatusBadge } from "../components/status-badge";
import { formValuesOf } from "../utils/car-form-values";
import { dateTimeFormat } from "../../../lib/format";
import { paths } from "../../../config/paths";
import { BackLink } from "../../../components/back-link";

/** Admin car view: status (Active / Sold Out), banner and sold-out actions, edit form, delete. */
export function AdminCarDetailPage() {
  const { t } = useTranslation("admin-cars");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const navigate = useNavigate();
  const id = Number(useParams().carId);
  const car = useAdminCar(id);
  const update = useUpdateCar();
  const soldout = useSetSoldout();
  const banner = useToggleBanner();
  const remove = useDeleteCar();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = car.data ? carTitle(car.data, lang) : "";
  useDocumentTitle(name || t("title"));
  const onError = (error: unknown) => notifyError(message(error));

  if (car.isPending) return <Skeleton height={480} radius="md" />;
  if (car.isError) {
    return isApiError(car.error, 404) || isApiError(car.error, 422) ? (
      <Text data-testid="admin-car-not-found">{t("detail.notFound")}</Text>
    ) : (
      <QueryError error={car.error} onRetry={() => void car.refetch()} />
    );
  }
  const c = car.data;
  const fmt = (iso: string | null) => (iso ? dateTimeFormat(lang).format(iso) : "—");

  return (
    <Stack gap="lg" data-testid="admin-car-detail">
      <BackLink to={paths.admin.cars} label={t("detail.back")} />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz={26}>
              {name}
            </Title>
            <CarStatusBadge status={c.status} archived={c.archived_at !== null} testId="admin-status" />
            {c.banner ? (
              <Badge color="grape" variant="filled" data-testid="admin-banner-badge">
                {t("detail.bannerBadge", { position: c.banner.position })}
              </Badge>
            ) : null}
          </Group>
          <Text c="dimmed" size="sm" lang="ko">
            #{c.id} · {c.car_name}
          </Text>
          {c.archived_at ? (
            <Text size="sm" data-testid="admin-car-archived">
              {t("detail.archivedNote", { date: fmt(c.archived_at) })}
            </Text>
          ) : null}
        </Stack>
        {/* An archived car takes no more actions: buyers cannot see it, and deleting it again is a 404. */}
        <Group gap="xs" display={c.archived_at ? "none" : undefined}>
          <Button
            color={c.soldout ? "green" : "red"}
            variant={c.soldout ? "light" : "filled"}
            leftSection={c.soldout ? <IconTagOff size={16} aria-hidden /> : <IconTag size={16} aria-hidden />}
            loading={soldout.isPending}
            onClick={() =>
              soldout.mutate(
                { id: c.id, soldout: !c.soldout },
                {
                  onSuccess: (r) => notifySuccess(t(r.soldout ? "detail.markedSoldOut" : "detail.clearedSoldOut")),
                  onError,
                },
              )
            }
            data-testid="admin-soldout-toggle"
          >
            {t(c.soldout ? "detail.clearSoldOut" : "detail.markSoldOut")}
          </Button>
          <Button
            color="grape"
            variant={c.banner ? "light" : "outline"}
            leftSection={<IconPhotoStar size={16} aria-hidden />}
            loading={banner.isPending}
            onClick={() => banner.mutate(c.id, { onError })}
            data-testid="admin-banner-toggle"
          >
            {t(c.banner ? "detail.removeBanner" : "detail.makeBanner")}
          </Button>
          <Button
            component={Link}
            to={paths.car(c.id)}
            target="_blank"
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t("detail.viewPublic")}
          </Button>
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirmDelete(true)}
            data-testid="admin-car-delete"
          >
            {t("detail.delete")}
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding={0} style={{ overflow: "hidden" }} pos="relative">
          {c.images[0] ? (
            <Image src={c.images[0].url} alt="" h={280} fit="cover" />
          ) : (
            <Skeleton h={280} animate={false} />
          )}
          {c.soldout ? <SoldOutOverlay variant="detail" /> : null}
        </Card>
        <Card withBorder radius="md">
          <Stack gap={6}>
            <Info label={t("detail.status")} value={t(`status.${c.status}`)} />
            <Info label={t("detail.soldoutAt")} value={fmt(c.soldout_at)} />
            <Info label={t("detail.source")} value={c.source} />
            <Info label={t("detail.upstreamKey")} value={c.upstream_key ?? "—"} />
            <Info label={t("detail.createdAt")} value={fmt(c.created_at)} />
            <Info label={t("detail.updatedAt")} value={fmt(c.updated_at)} />
          </Stack>
        </Card>
      </SimpleGrid>

      <Title order={2} fz="lg">
        {t("detail.edit")}
      </Title>
      <CarForm
        key={c.updated_at}
        initialValues={formValuesOf(c)}
        submitLabel={t("detail.save")}
        submitting={update.isPending}
        error={update.error}
        onSubmit={(input) =>
          update.mutate(
            { id: c.id, patch: input },
            {
              onSuccess: () => notifySuccess(t("detail.saved")),
              onError: (error) => {
                if (!isApiError(error, 422)) onError(error);
              },
            },
          )
        }
      />

      <ConditionForm key={`condition-${c.updated_at}`} carId={c.id} condition={c.condition} />

      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={t("detail.deleteTitle")} centered>
        <Text mb="md">{t("detail.deleteConfirm", { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmDelete(false)}>
            {t("detail.cancel")}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(c.id, {
                onSuccess: () => {
                  notifySuccess(t("detail.deleted"));
                  void navigate(paths.admin.cars);
                },
                onError,
              })
            }
            data-testid="admin-car-delete-confirm"
          >
            {t("detail.delete")}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right">
        {value}
      </Text>
    </Group>
  );
}
