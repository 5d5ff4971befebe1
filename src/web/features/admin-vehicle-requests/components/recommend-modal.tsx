import {
  Alert,
  Avatar,
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertTriangle, IconCar, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { translateTerm } from "../../../../shared/vehicle-terms";
import { isApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/api-error-message";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import { carTitle, formatMileage, formatPrice } from "../../../lib/car-format";
import type { AdminVehicleRequest } from "../api/list-requests";
import { useRecommendCars } from "../api/request-actions";
import { useCarSearch, type AdminCarResult } from "../api/search-cars";

const MAX_CARS = 20;

/** The search words a request suggests: its maker and model, in Korean as the catalogue stores them. */
const initialQuery = (r: AdminVehicleRequest) => [r.model ?? r.maker].join(" ");

function RecommendForm({ request, onDone }: { request: AdminVehicleRequest; onDone: () => void }) {
  const { t } = useTranslation("admin-requests");
  const lang = currentLanguage();
  const message = useErrorMessage();
  const [q, setQ] = useState(() => initialQuery(request));
  const [debounced] = useDebouncedValue(q, 300);
  const search = useCarSearch(debounced);
  const [selected, setSelected] = useState<AdminCarResult[]>([]);
  const [note, setNote] = useState("");
  const recommend = useRecommendCars();
  const isSelected = (id: number) => selected.some((c) => c.id === id);
  const toggle = (car: AdminCarResult) =>
    setSelected((list) =>
      isSelected(car.id) ? list.filter((c) => c.id !== car.id) : list.length < MAX_CARS ? [...list, car] : list,
    );

  return (
    <Stack gap="md" data-testid="recommend-form">
      <Text size="sm">
        {t("recommend.wanted", {
          email: request.email,
          vehicle: [
            translateTerm("maker", request.maker, lang),
            request.model ? translateTerm("model", request.model, lang) : null,
            request.grade,
            request.year,
          ]
            .filter(Boolean)
            .join(" "),
        })}
      </Text>
      <Alert color="blue" variant="light">
        {t("recommend.charge")}
      </Alert>
      <TextInput
        label={t("recommend.search")}
        placeholder={t("recommend.searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        data-testid="recommend-search"
      />
      <ScrollArea.Autosize mah={280} type="auto">
        <Stack gap={4} data-testid="recommend-results">
          {(search.data?.items ?? []).map((car) => (
            <Checkbox.Card
              key={car.id}
              checked={isSelected(car.id)}
              onClick={() => toggle(car)}
              radius="sm"
              p="xs"
              data-testid="recommend-result"
              data-car-id={car.id}
            >
              <Group wrap="nowrap" gap="sm">
                <Checkbox.Indicator />
                <Avatar src={car.main_image} radius="sm" size="md">
                  <IconCar size={18} aria-hidden />
                </Avatar>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    #{car.id} {carTitle(car, lang)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {car.year} · {formatMileage(car.mileage, lang)} · {formatPrice(car.price_krw, lang)}
                  </Text>
                </div>
                {car.is_banner ? (
                  <Badge size="xs" color="grape" variant="light">
                    {t("recommend.banner")}
                  </Badge>
                ) : null}
              </Group>
            </Checkbox.Card>
          ))}
          {search.data && search.data.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("recommend.noResults")}
            </Text>
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
      {selected.length > 0 ? (
        <Group gap={6} data-testid="recommend-selected">
          {selected.map((car) => (
            <Badge
              key={car.id}
              variant="outline"
              rightSection={
                <CloseButton size="xs" aria-label={t("recommend.remove", { id: car.id })} onClick={() => toggle(car)} />
              }
            >
              #{car.id} {carTitle(car, lang)}
            </Badge>
          ))}
        </Group>
      ) : null}
      <Textarea
        label={t("recommend.note")}
        autosize
        minRows={2}
        maxLength={2000}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        data-testid="recommend-note"
      />
      {recommend.isError ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {isApiError(recommend.error, 402) ? t("recommend.userCannotPay") : message(recommend.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t("cancel")}
        </Button>
        <Button
          disabled={selected.length === 0}
          loading={recommend.isPending}
          data-testid="recommend-submit"
          onClick={() =>
            recommend.mutate(
              { id: request.id, car_ids: selected.map((c) => c.id), note: note.trim() || undefined },
              {
                onSuccess: () => {
                  notifySuccess(t("recommend.done", { id: request.id }));
                  onDone();
                },
              },
            )
          }
        >
          {t("recommend.submit", { count: selected.length })}
        </Button>
      </Group>
    </Stack>
  );
}

/** Picks cars for a request and recommends them (the requester pays 1 CC once). */
export function RecommendModal({ request, onClose }: { request: AdminVehicleRequest | null; onClose: () => void }) {
  const { t } = useTranslation("admin-requests");
  const [key, setKey] = useState(0);
  useEffect(() => setKey((k) => k + 1), [request]);
  return (
    <Modal
      opened={!!request}
      onClose={onClose}
      title={request ? t("recommend.title", { id: request.id }) : ""}
      size="lg"
      centered
    >
      {request ? <RecommendForm key={key} request={request} onDone={onClose} /> : null}
    </Modal>
  );
}
