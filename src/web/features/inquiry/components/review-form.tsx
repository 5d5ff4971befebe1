import { Alert, Button, Group, Rating, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle, IconGift } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifySuccess } from "../../../lib/notify";
import { useCreateReview } from "../api/create-review";

/** "Write a review" on a completed request; the first review of a request earns 1 CC. */
export function ReviewForm({ requestId }: { requestId: number }) {
  const { t } = useTranslation("inquiry");
  const message = useErrorMessage();
  const create = useCreateReview();
  const form = useForm({
    // No stars until the reviewer picks them: a preset 5 would be counted as the reviewer's own.
    initialValues: { rating: 0, content: "" },
    validate: {
      rating: (v) => (v >= 1 && v <= 5 ? null : t("review.ratingRequired")),
      content: (v) => (v.trim() ? null : t("review.contentRequired")),
    },
  });

  return (
    <form
      noValidate
      data-testid="review-form"
      onSubmit={form.onSubmit((v) =>
        create.mutate(
          { vehicle_request_id: requestId, rating: v.rating, content: v.content.trim() },
          { onSuccess: () => notifySuccess(t("review.thanks")) },
        ),
      )}
    >
      <Stack gap="sm">
        <Text fw={600}>{t("review.title")}</Text>
        <Text size="sm" c="dimmed">
          <IconGift size={14} aria-hidden style={{ verticalAlign: "-2px", marginRight: 4 }} />
          {t("review.reward")}
        </Text>
        <div>
          <Text size="sm" fw={500} mb={4} id={`rating-${requestId}`}>
            {t("review.rating")}
          </Text>
          <Rating
            aria-labelledby={`rating-${requestId}`}
            aria-describedby={form.errors.rating ? `rating-error-${requestId}` : undefined}
            data-testid="review-rating"
            value={form.values.rating}
            onChange={(value) => form.setFieldValue("rating", value)}
          />
          {form.errors.rating ? (
            <Text size="xs" c="red.8" mt={4} id={`rating-error-${requestId}`} data-testid="review-rating-error">
              {form.errors.rating}
            </Text>
          ) : null}
        </div>
        <Textarea
          label={t("review.content")}
          placeholder={t("review.contentPlaceholder")}
          autosize
          minRows={3}
          maxLength={2000}
          required
          data-testid="review-content"
          {...form.getInputProps("content")}
        />
        {create.isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {message(create.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="review-submit">
            {t("review.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
