import { Button, Card, EmptyState, Group, Pagination, Rating, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconMessageQuestion, IconMessageStar } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { PageHeader } from "../../../components/page-header";
import { QueryError } from "../../../components/query-error";
import { currentLanguage } from "../../../lib/i18n";
import { useReviews, type PublicReview } from "../api/list-reviews";
import { dayFormat } from "../../../lib/format";
import { countryName } from "../../../lib/display-names";
import { usePagerLabels } from "../../../components/pager-labels";
import { paths } from "../../../config/paths";

const PAGE_SIZE = 12;

function ReviewCard({ review: r }: { review: PublicReview }) {
  const { t } = useTranslation("reviews");
  const lang = currentLanguage();
  const vehicle = [translateTerm("maker", r.maker, lang), r.model ? translateTerm("model", r.model, lang) : null]
    .filter(Boolean)
    .join(" ");
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="review-card">
      <Stack gap="xs">
        <Group justify="space-between">
          <Rating value={r.rating} readOnly aria-label={t("rating", { rating: r.rating })} />
          <Text size="xs" c="dimmed">
            {dayFormat(lang).format(new Date(r.created_at))}
          </Text>
        </Group>
        <Text style={{ whiteSpace: "pre-wrap" }} data-testid="review-content">
          {r.content}
        </Text>
        <Text size="sm" fw={600}>
          {t("author", { name: r.author_name, country: countryName(r.country, lang) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t("vehicle", { vehicle })}
        </Text>
      </Stack>
    </Card>
  );
}

/** Public reviews of completed vehicle requests, newest first. */
export function ReviewsPage() {
  const { t } = useTranslation("reviews");
  const pagerLabels = usePagerLabels();
  const [page, setPage] = useState(1);
  const reviews = useReviews(page, PAGE_SIZE);

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {reviews.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : reviews.isError ? (
        <QueryError error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.items.length === 0 ? (
        <EmptyState
          data-testid="reviews-empty"
          py="xl"
          icon={<IconMessageStar aria-hidden />}
          title={t("emptyTitle")}
          description={t("emptyDescription")}
        />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="reviews-list">
            {reviews.data.items.map((r) => (
              <ReviewCard key={r.id} review={r} />
            ))}
          </SimpleGrid>
          {reviews.data.total > PAGE_SIZE ? (
            <Group justify="center">
              <Pagination
                getControlProps={pagerLabels}
                total={Math.ceil(reviews.data.total / PAGE_SIZE)}
                value={page}
                onChange={setPage}
              />
            </Group>
          ) : null}
        </Stack>
      )}
      <Group justify="center" mt="xl">
        <Button
          component={Link}
          to={paths.inquiry}
          variant="light"
          leftSection={<IconMessageQuestion size={18} aria-hidden />}
        >
          {t("requestCar")}
        </Button>
      </Group>
    </>
  );
}
