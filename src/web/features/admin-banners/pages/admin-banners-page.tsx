import { ActionIcon, Anchor, Badge, Card, Group, Image, Skeleton, Stack, Switch, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { useErrorMessage } from "../../../lib/api-error-message";
import { currentLanguage } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { carTitle, formatPrice } from "../../../lib/car-format";
import { useBannerCars, useDeleteBanner, useReorderBanners, useUpdateBanner, type AdminBanner } from "../api/banners";
import { BannerTextsModal } from "../components/banner-texts-modal";
import { paths } from "../../../config/paths";

/** Hero banners in their carousel order: reorder, activate, edit texts in four languages, remove. */
export function AdminBannersPage() {
  const { t } = useTranslation("admin-banners");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const banners = useBannerCars();
  const reorder = useReorderBanners();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const onError = (error: unknown) => notifyError(message(error));

  const move = (list: AdminBanner[], from: number, to: number) => {
    const ids = list.map((b) => b.car_id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id);
    reorder.mutate(ids, { onError });
  };

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {banners.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : banners.isError ? (
        <QueryError error={banners.error} onRetry={() => void banners.refetch()} />
      ) : banners.data.length === 0 ? (
        <Text c="dimmed" data-testid="admin-banners-empty">
          {t("empty")}{" "}
          <Anchor component={Link} to={paths.admin.cars}>
            {t("toLocalCars")}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="sm" data-testid="admin-banners">
          {banners.data.map((banner, i, list) => {
            const title = banner[`title_${lang}`] || banner.title_en || carTitle(banner.car, lang);
            const subtitle = banner[`subtitle_${lang}`] || banner.subtitle_en;
            return (
              <Card
                key={banner.id}
                withBorder
                radius="md"
                padding="sm"
                bg="grape.0"
                data-testid="admin-banner-item"
                data-car-id={banner.car_id}
              >
                <Group wrap="nowrap" align="center" gap="md">
                  <Stack gap={2} align="center">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("moveUp")}
                      disabled={i === 0 || reorder.isPending}
                      onClick={() => move(list, i, i - 1)}
                      data-testid="banner-up"
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <Text fw={700} size="sm">
                      {i + 1}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("moveDown")}
                      disabled={i === list.length - 1 || reorder.isPending}
                      onClick={() => move(list, i, i + 1)}
                      data-testid="banner-down"
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                  </Stack>
                  {banner.car.main_image ? (
                    <Image src={banner.car.main_image} alt="" w={120} h={80} fit="cover" radius="sm" />
                  ) : null}
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600} data-testid="admin-banner-title">
                        {title}
                      </Text>
                      {banner.car.status === "sold_out" ? (
                        <Badge color="red" size="sm">
                          {t("soldOut")}
                        </Badge>
                      ) : null}
                    </Group>
                    {subtitle ? (
                      <Text size="sm" c="dimmed">
                        {subtitle}
                      </Text>
                    ) : null}
                    <Anchor component={Link} to={paths.admin.car(banner.car_id)} size="xs">
                      #{banner.car_id} · {carTitle(banner.car, lang)} · {formatPrice(banner.car.price_krw, lang)}
                    </Anchor>
                  </Stack>
                  <Switch
                    label={t("active")}
                    checked={banner.is_active}
                    onChange={(event) =>
                      update.mutate({ id: banner.id, patch: { is_active: event.currentTarget.checked } }, { onError })
                    }
                    data-testid="banner-active"
                  />
                  <ActionIcon
                    variant="light"
                    aria-label={t("editTexts")}
                    onClick={() => setEditing(banner)}
                    data-testid="banner-edit"
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="light"
                    color="red"
                    aria-label={t("remove")}
                    onClick={() => remove.mutate(banner.id, { onError })}
                    data-testid="banner-remove"
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <BannerTextsModal banner={editing} onClose={() => setEditing(null)} />
    </>
  );
}
