import { ActionIcon, Popover, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../lib/api-error-message";
import { toggleFavorite } from "../lib/buyers/favorites";
import { notifyError } from "../lib/notify";
import { useMe } from "../lib/session/get-session";
import { LoginToContinue } from "./login-to-continue";

/**
 * The heart of a car card or page. Visitors get the login prompt instead (as with the promo
 * control). Inside a card (a link) the click must not open the car.
 */
export function FavoriteButton({ carId, favorite, size = "lg" }: { carId: number; favorite: boolean; size?: string }) {
  const { t } = useTranslation("buyers");
  const me = useMe();
  const queryClient = useQueryClient();
  const message = useErrorMessage();
  const [prompt, setPrompt] = useState(false);
  // The prompt's Popover (floating-ui, a portal, a transition) is made the first time a visitor
  // asks for it: a list hydrates two dozen hearts on a phone and none needs it until then. The
  // button is then drawn anew inside the Popover, so it takes the focus back.
  const [promptMade, setPromptMade] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (promptMade && refocus.current) buttonRef.current?.focus();
  }, [promptMade]);
  // Shown at once; the server's answer then refreshes the lists.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const on = optimistic ?? favorite;

  const click = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!me.data) {
      if (!promptMade) {
        refocus.current = document.activeElement === event.currentTarget;
        setPromptMade(true);
      }
      setPrompt((p) => !p);
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
      ref={buttonRef}
      variant={on ? "filled" : "white"}
      color="red"
      radius="xl"
      size={size}
      onClick={click}
      aria-pressed={on}
      aria-label={on ? t("favorite.remove") : t("favorite.add")}
      // What Popover.Target says once the Popover is made.
      aria-haspopup="dialog"
      aria-expanded={prompt}
      data-testid="favorite-button"
      data-favorite={on ? "true" : "false"}
    >
      {on ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
    </ActionIcon>
  );
  if (!promptMade) return button;
  return (
    <Popover opened={prompt} onChange={setPrompt} withArrow position="bottom-end" shadow="md">
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown onClick={(e) => e.stopPropagation()} data-testid="favorite-login-prompt">
        <Stack gap="xs" maw={240}>
          <Text size="sm">{t("favorite.loginMessage")}</Text>
          <LoginToContinue label={t("loginToContinue")} size="xs" />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
