import { ActionIcon, Box, Button, Container, Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "../../../lib/lang-router";
import { currentLanguage } from "../../../lib/i18n";
import { SoldOutBadge } from "../../../components/sold-out-markers";
import { formatMoney, formatPrice } from "../../../lib/format";
import { useCurrency } from "../../../lib/currency";
import type { HeroBanner } from "../api/get-hero-banners";
import { responsivePhoto } from "../../../../shared/photo-srcset";
import { paths } from "../../../config/paths";

const SHADE = "linear-gradient(90deg, rgba(0,0,0,0.72) 0%, rgba(0,0,0,0.35) 60%, rgba(0,0,0,0.1) 100%)";
const NO_PHOTO = "linear-gradient(135deg, var(--mantine-color-brand-9) 0%, var(--mantine-color-brand-7) 100%)";

const INTERVAL_MS = 6000;

/** The hero banners, in their order, as a carousel that turns by itself unless paused or reduced motion is asked for. */
export function HeroCarousel({ banners }: { banners: HeroBanner[] }) {
  const { t } = useTranslation("home");
  const lang = currentLanguage();
  const currency = useCurrency();
  const reduceMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  useEffect(() => {
    if (count < 2 || paused || reduceMotion) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, reduceMotion]);
  useEffect(() => {
    if (index >= count) setIndex(0);
  }, [count, index]);
  // Slides that hold their photo: those shown so far, and the next one shortly before it turns.
  // The first view fetches one banner photo, not all of them.
  const [withPhoto, setWithPhoto] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    const add = (i: number) => setWithPhoto((set) => (set.has(i) ? set : new Set(set).add(i)));
    add(index);
    if (count < 2) return;
    const timer = window.setTimeout(() => add((index + 1) % count), Math.max(0, INTERVAL_MS - 2000));
    return () => window.clearTimeout(timer);
  }, [index, count]);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t("carousel.label")}
      data-testid="hero-carousel"
      pos="relative"
      h={{ base: 380, md: 480 }}
      bg="dark.8"
      style={{ overflow: "hidden" }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {banners.map((banner, i) => {
        const active = i === index;
        // The first slide's photo is the page's largest paint.
        const photo = banner.image && withPhoto.has(i) ? responsivePhoto(banner.image, "hero") : null;
        return (
          <Box
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t("carousel.slide", { n: i + 1, total: count })}
            aria-hidden={!active}
            data-testid="hero-slide"
            data-active={active ? "true" : "false"}
            data-car-id={banner.car_id}
            pos="absolute"
            inset={0}
            style={{
              opacity: active ? 1 : 0,
              visibility: active ? "visible" : "hidden",
              transition: reduceMotion ? undefined : "opacity 600ms ease, visibility 600ms",
              background: banner.image ? undefined : NO_PHOTO,
            }}
          >
            {photo ? (
              <img
                src={photo.src}
                srcSet={photo.srcSet}
                sizes={photo.sizes}
                alt=""
                width={1600}
                height={480}
                fetchPriority={i === 0 ? "high" : "low"}
                decoding={i === 0 ? "sync" : "async"}
                data-testid="hero-photo"
                style={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" }}
              />
            ) : null}
            {banner.image ? <Box pos="absolute" inset={0} style={{ background: SHADE }} aria-hidden /> : null}
            <Container size="xl" h="100%" px={{ base: 56, md: 72 }} pos="relative">
              <Stack justify="center" h="100%" gap="md" maw={640} c="white">
                <Group gap="sm">
                  <Title order={i === 0 ? 1 : 2} fz={{ base: 28, md: 42 }} lh={1.15} data-testid="hero-title">
                    {banner.title}
                  </Title>
                  {banner.car.soldout ? <SoldOutBadge /> : null}
                </Group>
                {banner.subtitle ? (
                  <Text fz={{ base: "md", md: "lg" }} data-testid="hero-subtitle">
                    {banner.subtitle}
                  </Text>
                ) : null}
                <Text fw={700} fz="xl">
                  {banner.car.prices && currency !== "KRW"
                    ? `${formatMoney(banner.car.prices[currency], currency, lang)} · ${formatPrice(banner.car.price_krw, lang)}`
                    : formatPrice(banner.car.price_krw, lang)}
                </Text>
                <Group>
                  <Button
                    component={Link}
                    to={paths.car(banner.car_id)}
                    variant="white"
                    color="brand"
                    size="md"
                    tabIndex={active ? 0 : -1}
                  >
                    {t("carousel.viewCar")}
                  </Button>
                </Group>
              </Stack>
            </Container>
          </Box>
        );
      })}
      {count > 1 ? (
        <>
          <ActionIcon
            variant="white"
            radius="xl"
            size="lg"
            aria-label={t("carousel.previous")}
            onClick={() => go(-1)}
            style={{ position: "absolute", left: 16, top: "50%", transform: "translateY(-50%)" }}
          >
            <IconChevronLeft aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="white"
            radius="xl"
            size="lg"
            aria-label={t("carousel.next")}
            onClick={() => go(1)}
            style={{ position: "absolute", right: 16, top: "50%", transform: "translateY(-50%)" }}
          >
            <IconChevronRight aria-hidden />
          </ActionIcon>
          {/* Each dot is drawn 12 px high inside a 24 px tap target (WCAG 2.5.8). */}
          <Group gap={0} justify="center" pos="absolute" bottom={10} left={0} right={0}>
            {banners.map((banner, i) => (
              <UnstyledButton
                key={banner.id}
                aria-label={t("carousel.goTo", { n: i + 1, total: count })}
                aria-current={i === index ? "true" : undefined}
                onClick={() => setIndex(i)}
                h={24}
                miw={24}
                px={6}
                style={{ display: "flex", alignItems: "center", justifyContent: "center" }}
              >
                <Box
                  component="span"
                  w={i === index ? 28 : 12}
                  h={12}
                  style={{
                    display: "block",
                    borderRadius: 6,
                    background: i === index ? "white" : "rgba(255,255,255,0.55)",
                    transition: "width 200ms",
                  }}
                />
              </UnstyledButton>
            ))}
          </Group>
        </>
      ) : null}
    </Box>
  );
}
