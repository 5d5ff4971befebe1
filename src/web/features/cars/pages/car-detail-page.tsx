import { Anchor, Badge, Button, Card, Flex, Grid, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconCalculator, IconCarOff, IconMessageQuestion } from "@tabler/icons-react";
import { lazy, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { Link } from "../../../lib/lang-router";
import { QueryError } from "../../../components/query-error";
import { StatusPage } from "../../../components/status-page";
import { isApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { currentLanguage } from "../../../lib/i18n";
import { originalLanguage } from "../../../lib/original-language";
import { ShareButtons } from "../../../components/share-buttons";
import { useCar } from "../../../lib/catalogue/get-car";
import { CarGallery } from "../components/car-gallery";
import type { CarDetail } from "../types/car";
import { DealerComment } from "../components/dealer-comment";
import { OriginalNote } from "../components/original-note";
import { CarSpecs } from "../components/car-specs";
import { SoldOutBadge } from "../../../components/sold-out-markers";
import { carTitle } from "../../../lib/car-format";
import { CarPrice } from "../../../components/car-price";
import { FavoriteButton } from "../../../components/favorite-button";
import { PriceHistoryChart } from "../../../components/price-history-chart";
import { ExportCostBreakdown } from "../components/export-cost-breakdown";
import { CompareButton } from "../../../components/compare-button";
import { RecordViewed } from "../../../components/record-viewed";
import { PortPicker } from "../../../components/port-picker";
import { LandedPrice } from "../../../components/landed-price";
import { ConditionReport } from "../components/condition-report";
import { DoorPrice } from "../components/door-price";
import { paths } from "../../../config/paths";
import { WhenVisible } from "../../../components/when-visible";
import { ExportNotice } from "../../../components/export-status";

// The alert preferences close the page, far below a phone's first screen: their code (a form with a
// switch and two pickers, about 5 KB brotli) comes when they come near the screen.
const PromoPreferenceControl = lazy(() =>
  import("../../../components/promo-preference-control").then((module) => ({
    default: module.PromoPreferenceControl,
  })),
);

/**
 * One car: gallery, translated specifications, price, sold-out markers and the way to the cost page.
 * `creditActions` (buying access with CC) comes from the credits feature through the route in `app/`.
 */
export function CarDetailPage({
  creditActions,
  questions,
}: {
  creditActions?: (car: CarDetail) => ReactNode;
  /** "Ask a question" (the questions feature, through the route in `app/`). */
  questions?: (car: CarDetail) => ReactNode;
}) {
  const { t } = useTranslation("cars");
  const lang = currentLanguage();
  const id = Number(useParams().carId);
  const car = useCar(id);
  const name = car.data ? carTitle(car.data, lang) : undefined;
  useDocumentTitle(name ?? t("title"));

  if (!Number.isInteger(id) || id <= 0 || (car.isError && isApiError(car.error, 404))) {
    return (
      <StatusPage
        icon={<IconCarOff aria-hidden />}
        title={t("detail.notFoundTitle")}
        description={t("detail.notFoundDescription")}
        actionLabel={t("detail.back")}
        actionTo={paths.cars}
        testId="car-not-found"
      />
    );
  }
  if (car.isError) return <QueryError error={car.error} onRetry={() => void car.refetch()} />;
  if (car.isPending) {
    return (
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={400} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={400} radius="md" />
        </Grid.Col>
      </Grid>
    );
  }

  const c = car.data;
  return (
    <Stack gap="lg" data-testid="car-detail" data-soldout={c.soldout ? "true" : "false"}>
      <RecordViewed car={c} />
      <Anchor component={Link} to={paths.cars} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t("detail.back")}
        </Group>
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 24, md: 30 }} data-testid="car-name">
          {name}
        </Title>
        {c.soldout ? <SoldOutBadge /> : null}
        <FavoriteButton carId={c.id} favorite={c.is_favorite ?? false} />
        {c.availability === "reserved" ? (
          <Badge color="orange" variant="filled" size="lg" data-testid="car-reserved-badge">
            {t("reserved")}
          </Badge>
        ) : null}
      </Group>
      {lang !== "ko" ? (
        <Text c="dimmed" size="sm" lang="ko" mt={-12}>
          {c.car_name}
        </Text>
      ) : null}
      {/*
        Two columns on a wide screen that grow apart: the photos, condition and specs on the left,
        the price, the cost to the port and the questions on the right. Rows shared by both left
        ~900 px empty under the photos once a port added the duties and the cost chain to the price
        (issue 50). On a phone a column is no box (display: contents) and its blocks take their
        places in one column by their `order`: photos, price, cost, condition and specs, questions.
        Mantine's responsive props, not a CSS module: they come with the server's page, which a
        lazy page's CSS file does not (the page would jump once its script came).
      */}
      <Flex
        direction={{ base: "column", md: "row" }}
        align={{ base: "stretch", md: "flex-start" }}
        gap={{ base: "md", md: "xl" }}
      >
        <Flex direction="column" gap="md" display={{ base: "contents", md: "flex" }} miw={0} style={{ flex: "7 1 0" }}>
          <div style={{ order: 1 }}>
            <CarGallery images={c.images} name={name ?? c.car_name} soldout={c.soldout} />
          </div>
          <Stack gap="md" style={{ order: 4 }}>
            <ConditionReport condition={c.condition} />
            <CarSpecs car={c} />
          </Stack>
        </Flex>
        <Flex direction="column" gap="md" display={{ base: "contents", md: "flex" }} miw={0} style={{ flex: "5 1 0" }}>
          <Card withBorder radius="md" padding="lg" style={{ order: 2 }}>
            <Text size="sm" c="dimmed">
              {t("detail.price")}
            </Text>
            <CarPrice car={c} fz={30} fw={800} testId="car-price" />
            <Stack gap="xs" mt="md">
              <PortPicker />
              {c.landed ? <LandedPrice landed={c.landed} cost={c.export_cost} /> : null}
              <DoorPrice car={c} />
            </Stack>
            {c.soldout ? (
              <Text c="red.8" fw={600} mt="xs">
                {t("detail.soldOutNotice")}
              </Text>
            ) : null}
            <Stack gap="xs" mt="md">
              {/* A car that cannot (or may not be known to) go to the buyer's port says so here,
                  where the buy button would be (the credits feature leaves that button out). */}
              <ExportNotice exportInfo={c.export} portName={c.landed?.port_name ?? ""} />
              <Button
                component={Link}
                to={paths.costOf(c)}
                leftSection={<IconCalculator size={18} aria-hidden />}
                data-testid="cost-link"
              >
                {t("detail.costLink")}
              </Button>
              <Button
                component={Link}
                to={paths.inquiry}
                variant="default"
                leftSection={<IconMessageQuestion size={18} aria-hidden />}
              >
                {t("detail.inquiry")}
              </Button>
              <CompareButton carId={c.id} />
              {creditActions?.(c)}
            </Stack>
          </Card>
          {c.export_cost ? (
            <div style={{ order: 3 }}>
              <ExportCostBreakdown cost={c.export_cost} landed={c.landed} />
            </div>
          ) : null}
          <Stack gap="md" style={{ order: 5 }}>
            {questions?.(c)}
            <ShareButtons path={paths.car(c.id)} title={name ?? c.car_name} />
          </Stack>
        </Flex>
      </Flex>
      {c.description ? (
        <section aria-labelledby="car-description">
          <Title order={2} fz="lg" id="car-description" mb="xs">
            {t("detail.description")}
          </Title>
          <OriginalNote text={c.description} />
          <Text style={{ whiteSpace: "pre-wrap" }} lang={originalLanguage(c.description) ?? undefined}>
            {c.description}
          </Text>
        </section>
      ) : null}
      {c.dealer_comment ? (
        <DealerComment comment={c.dealer_comment} translation={c.dealer_comment_translation} />
      ) : null}
      <PriceHistoryChart carId={c.id} />
      <WhenVisible testId="car-promo">
        <PromoPreferenceControl maker={c.maker} model={c.model} />
      </WhenVisible>
    </Stack>
  );
}
