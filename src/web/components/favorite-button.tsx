import { ActionIcon, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../lib/api-error-message";
import { toggleFavorite } from "../lib/buyers/favorites";
import { notifyError } from "../lib/notify";
import { useMe } from "../lib/session/get-session";
import { LoginToContinue } from "./login-to-continue";
import { OnDemandPopover, usePopoverOnDemand } from "./on-demand-popover";

/**
 * The heart of a car card or page. Visitors get the login prompt instead (as with the promo
 * control). Inside a card (a link) the click must not open the car.
 */
export function FavoriteButton({ carId, favorite, size = "lg" }: { carId: number; favorite: boolean; size?: string }) {
  const { t } = useTranslation("buyers");
  const me = useMe();
  const queryClient = useQueryClient();
  const message = useErrorMessage();
  // The prompt's popover is made (and its code fetched) the first time a visitor asks for it: a
  // list hydrates two dozen hearts on a phone and none needs it until then.
  const prompt = usePopoverOnDemand();
  // Shown at once; the server's answer then refreshes the lists.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const on = optimistic ?? favorite;

  const click = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!me.data) {
      prompt.toggle(event);
      return;
    }
    const next = !on;
    setOptimistic(next);
    toggleFavorite(queryClient, carId, next).then(
      () => setOptimistic(null),
      (error: unknown) => {
        setOptimistic(null);
        notifyError(message(error));
      },
    );
  };

  const button = (
    <ActionIcon
      ref={prompt.targetRef}
      variant={on ? "filled" : "white"}
      color="red"
      radius="xl"
      size={size}
      onClick={click}
      aria-pressed={on}
      aria-label={on ? t("favorite.remove") : t("favorite.add")}
      // What Popover.Target says once the Popover is made.
      aria-haspopup="dialog"
      aria-expanded={prompt.opened}
      data-testid="favorite-button"
      data-favorite={on ? "true" : "false"}
    >
      {on ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
    </ActionIcon>
  );
  return (
    <OnDemandPopover
      opened={prompt.opened}
      onChange={prompt.setOpened}
      withArrow
      position="bottom-end"
      shadow="md"
      target={button}
      dropdownProps={
        { onClick: (e: MouseEvent) => e.stopPropagation(), "data-testid": "favorite-login-prompt" } as never
      }
    >
      <Stack gap="xs" maw={240}>
        <Text size="sm">{t("favorite.loginMessage")}</Text>
        <LoginToContinue label={t("loginToContinue")} size="xs" />
      </Stack>
    </OnDemandPopover>
  );
}
