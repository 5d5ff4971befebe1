import { Anchor, Box, Group, Text } from "@mantine/core";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useChooseCurrency } from "../../components/currency-switcher";
import { useChooseLanguage } from "../../components/language-switcher";
import { CURRENCIES, useCurrency, type Currency } from "../../lib/currency";
import { LANGUAGES, currentLanguage } from "../../lib/i18n";

/** The current page with one query parameter set: the same page in another language or currency. */
function hrefWith(pathname: string, search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `${pathname}?${params.toString()}`;
}

type Choice = { href: string; text: string; current: boolean; lang?: string; pick?: () => void };

/** A plain left click the page handles itself; any other (new tab, modifier keys) follows the link. */
const handledHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function Choices({ label, items }: { label: string; items: Choice[] }) {
  return (
    <Box px="sm" py={4}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Group gap={4} wrap="wrap">
        {items.map((item) => (
          <Anchor
            key={item.href}
            href={item.href}
            lang={item.lang}
            size="sm"
            px={6}
            py={2}
            fw={item.current ? 700 : undefined}
            c={item.current ? "brand.8" : "dark"}
            aria-current={item.current ? "true" : undefined}
            onClick={
              item.pick
                ? (event: MouseEvent) => {
                    if (!handledHere(event)) return;
                    event.preventDefault();
                    item.pick!();
                  }
                : undefined
            }
          >
            {item.text}
          </Anchor>
        ))}
      </Group>
    </Box>
  );
}

/**
 * The language and currency as links to the same page with `?lang=` or `?currency=`, which
 * the server draws in that language or currency and every link on it keeps (lib/lang-router.tsx):
 * - in the phone header's menu that opens without JavaScript (`<details>`; with JavaScript the
 *   menu button opens the drawer instead, whose switchers are selects);
 * - in the footer (`inPlace`), where a desktop page without JavaScript has its only way to switch
 *   (the header's selects need the script); with it, a click switches in place, as the selects do.
 */
export function SwitchLinks({ inPlace = false, testId = "nojs-switches" }: { inPlace?: boolean; testId?: string }) {
  const { t } = useTranslation("common");
  const { pathname, search } = useLocation();
  const lang = currentLanguage();
  const currency = useCurrency();
  const chooseLanguage = useChooseLanguage();
  const chooseCurrency = useChooseCurrency();
  const languages = (
    <Choices
      label={t("language.label")}
      items={LANGUAGES.map((l) => ({
        href: hrefWith(pathname, search, "lang", l),
        text: t(`language.names.${l}`),
        current: l === lang,
        lang: l,
        pick: inPlace ? () => chooseLanguage(l) : undefined,
      }))}
    />
  );
  const currencies = (
    <Choices
      label={t("currency.label")}
      items={CURRENCIES.map((c: Currency) => ({
        href: hrefWith(pathname, search, "currency", c),
        text: c,
        current: c === currency,
        pick: inPlace ? () => chooseCurrency(c) : undefined,
      }))}
    />
  );
  if (inPlace)
    return (
      <Group gap="lg" mt="md" ml={-12} data-testid={testId}>
        {languages}
        {currencies}
      </Group>
    );
  return (
    <Box mt={4} pt={4} style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }} data-testid={testId}>
      {languages}
      {currencies}
    </Box>
  );
}
