import { Anchor, Box, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { CURRENCIES, useCurrency } from "../../lib/currency";
import { LANGUAGES, currentLanguage } from "../../lib/i18n";

/** The current page with one query parameter set: the same page in another language or currency. */
function hrefWith(pathname: string, search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `${pathname}?${params.toString()}`;
}

function Choices({
  label,
  items,
}: {
  label: string;
  items: { href: string; text: string; current: boolean; lang?: string }[];
}) {
  return (
    <Box px="sm" py={4}>
      <Text size="xs" c="dimmed">
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
          >
            {item.text}
          </Anchor>
        ))}
      </Group>
    </Box>
  );
}

/**
 * The language and currency in the menu a page opens without JavaScript (the header's
 * `<details>`): plain links to the same page with `?lang=` or `?currency=`, which the server draws
 * in that language or currency and every link on it keeps (lib/lang-router.tsx). With JavaScript
 * the menu button opens the drawer instead, whose switchers are selects.
 */
export function NoScriptSwitches() {
  const { t } = useTranslation("common");
  const { pathname, search } = useLocation();
  const lang = currentLanguage();
  const currency = useCurrency();
  return (
    <Box mt={4} pt={4} style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }} data-testid="nojs-switches">
      <Choices
        label={t("language.label")}
        items={LANGUAGES.map((l) => ({
          href: hrefWith(pathname, search, "lang", l),
          text: t(`language.names.${l}`),
          current: l === lang,
          lang: l,
        }))}
      />
      <Choices
        label={t("currency.label")}
        items={CURRENCIES.map((c) => ({
          href: hrefWith(pathname, search, "currency", c),
          text: c,
          current: c === currency,
        }))}
      />
    </Box>
  );
}
