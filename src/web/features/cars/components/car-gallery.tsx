import { ActionIcon, AspectRatio, Box, Group, Image, UnstyledButton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CarImage } from "../types/car";
import { CarPhotoPlaceholder } from "../../../components/car-card";
import { SoldOutOverlay } from "../../../components/sold-out-markers";

interface Props {
  images: CarImage[];
  name: string;
  soldout: boolean;
}

/** The photo gallery of the detail page; a sold car's main photo carries the SOLD OUT stamp. */
export function CarGallery({ images, name, soldout }: Props) {
  const { t } = useTranslation("cars");
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, Math.max(0, count - 1))];
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <Box data-testid="car-gallery">
      <AspectRatio
        ratio={3 / 2}
        pos="relative"
        style={{ borderRadius: "var(--mantine-radius-md)", overflow: "hidden" }}
      >
        {current ? (
          <Image
            src={current.url}
            alt={t("detail.photoAlt", { name, n: index + 1, total: count })}
            fit="cover"
            data-testid="car-main-photo"
          />
        ) : (
          <CarPhotoPlaceholder />
        )}
        {soldout ? <SoldOutOverlay variant="detail" /> : null}
        {count > 1 ? (
          <>
            <ActionIcon
              variant="white"
              radius="xl"
              size="lg"
              aria-label={t("detail.previousPhoto")}
              onClick={() => go(-1)}
              style={{
                position: "absolute",
                left: 12,
                top: "50%",
                transform: "translateY(-50%)",
                right: "auto",
                width: "var(--ai-size)",
              }}
            >
              <IconChevronLeft aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="white"
              radius="xl"
              size="lg"
              aria-label={t("detail.nextPhoto")}
              onClick={() => go(1)}
              style={{
                position: "absolute",
                right: 12,
                top: "50%",
                transform: "translateY(-50%)",
                left: "auto",
                width: "var(--ai-size)",
              }}
            >
              <IconChevronRight aria-hidden />
            </ActionIcon>
          </>
        ) : null}
      </AspectRatio>
      {count > 1 ? (
        <Group
          gap="xs"
          mt="xs"
          p={4}
          wrap="nowrap"
          style={{ overflowX: "auto" }}
          role="list"
          aria-label={t("detail.photos")}
        >
          {images.map((img, i) => (
            <UnstyledButton
              key={`${img.url}-${i}`}
              role="listitem"
              onClick={() => setIndex(i)}
              aria-label={t("detail.showPhoto", { n: i + 1, total: count })}
              aria-current={i === index ? "true" : undefined}
              style={{
                flex: "0 0 auto",
                borderRadius: 6,
                overflow: "hidden",
                outline: i === index ? "3px solid var(--mantine-color-brand-6)" : "none",
                outlineOffset: 1,
              }}
            >
              <Image src={img.thumb_url} alt="" w={88} h={60} fit="cover" loading="lazy" />
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </Box>
  );
}
