import { ActionIcon, AspectRatio, Box, Group, Image, UnstyledButton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CarImage } from "../types/car";
import { CarPhotoPlaceholder } from "../../../components/car-card";
import { SoldOutOverlay } from "../../../components/sold-out-markers";
import { PHOTO_MAX_WIDTH, responsivePhoto } from "../../../../shared/photo-srcset";

// The gallery box is 3:2; the img says so too (no shift while it loads).
const MAIN_HEIGHT = Math.round((PHOTO_MAX_WIDTH * 2) / 3);

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
  // The first photo is the page's largest paint: fetched first (and preloaded by the server's
  // page head with the same srcset, shared/photo-srcset.ts carMainPhoto).
  const photo = current ? responsivePhoto(current.url, "detail") : null;

  return (
    <Box data-testid="car-gallery">
      <AspectRatio
        ratio={3 / 2}
        pos="relative"
        style={{ borderRadius: "var(--mantine-radius-md)", overflow: "hidden" }}
      >
        {photo ? (
          <Image
            src={photo.src}
            srcSet={photo.srcSet}
            sizes={photo.sizes}
            width={PHOTO_MAX_WIDTH}
            height={MAIN_HEIGHT}
            // The attributes give the ratio before the photo arrives; the box sets the size.
            h="auto"
            alt={t("detail.photoAlt", { name, n: index + 1, total: count })}
            fit="cover"
            fetchPriority={index === 0 ? "high" : "auto"}
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
            // A button may not be a list item itself (aria-allowed-role): the item holds it.
            <Box key={`${img.url}-${i}`} role="listitem" style={{ flex: "0 0 auto" }}>
              <UnstyledButton
                display="block"
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
                <Image
                  src={img.thumb_url}
                  alt=""
                  w={88}
                  h={60}
                  width={88}
                  height={60}
                  fit="cover"
                  loading="lazy"
                  decoding="async"
                />
              </UnstyledButton>
            </Box>
          ))}
        </Group>
      ) : null}
    </Box>
  );
}
