import { Badge, Box, Card, Group, Image, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../lib/lang-router";
import type { QuestionCar } from "../../shared/api/questions";
import { carTitle } from "../lib/car-format";
import { dateTimeFormat } from "../lib/format";
import { currentLanguage } from "../lib/i18n";
import { CarPhotoPlaceholder } from "./car-card";

/** A question thread in a list: the car, the last message (as text, one or two lines), and badges. */
export function QuestionListItem(props: {
  to: string;
  car: QuestionCar;
  last: { body: string; from: "buyer" | "staff"; at: string | Date };
  badges?: ReactNode;
  subtitle?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation("questions");
  const lang = currentLanguage();
  return (
    <Card component={Link} to={props.to} withBorder radius="md" padding="sm" data-testid={props.testId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box w={88} h={66} style={{ flexShrink: 0, overflow: "hidden", borderRadius: 6 }}>
          {props.car.main_image ? (
            <Image src={props.car.main_image} alt="" w={88} h={66} fit="cover" />
          ) : (
            <CarPhotoPlaceholder />
          )}
        </Box>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} justify="space-between" wrap="wrap">
            <Text fw={600} lineClamp={1} style={{ minWidth: 0 }}>
              {carTitle(props.car, lang)}
            </Text>
            <Group gap={4}>{props.badges}</Group>
          </Group>
          {props.subtitle}
          <Text size="sm" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
            <Text span c="dimmed" size="sm">
              {props.last.from === "staff" ? t("fromStaff") : t("fromBuyer")}:{" "}
            </Text>
            {props.last.body}
          </Text>
          <Text size="xs" c="dimmed">
            {dateTimeFormat(lang).format(props.last.at)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** "N new" on a thread the buyer has unread answers in. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation("questions");
  if (count <= 0) return null;
  return (
    <Badge color="red" variant="filled" size="sm" data-testid="question-unread">
      {t("unreadBadge", { count })}
    </Badge>
  );
}
