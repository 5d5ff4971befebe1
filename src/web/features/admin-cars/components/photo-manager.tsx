import { ActionIcon, Badge, Box, Button, FileButton, Group, Image, Stack, Text, Tooltip } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconStar, IconTrash, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifyError } from "../../../lib/notify";
import type { CarImage } from "../../../../shared/api/cars";
import { uploadPhoto } from "../api/car-mutations";

interface Props {
  images: CarImage[];
  mainImage: string | null;
  onChange: (images: CarImage[], mainImage: string | null) => void;
}

const isMain = (img: CarImage, main: string | null) => main !== null && (img.url === main || img.thumb_url === main);

/** Upload, order, remove and pick the main photo (the list shows its thumbnail). */
export function PhotoManager({ images, mainImage, onChange }: Props) {
  const { t } = useTranslation("admin-cars");
  const message = useErrorMessage();
  const [uploading, setUploading] = useState(false);

  const upload = async (files: File[]) => {
    setUploading(true);
    let next = images;
    let main = mainImage;
    try {
      for (const file of files) {
        const stored = await uploadPhoto(file);
        next = [...next, stored];
        main ??= stored.thumb_url;
        onChange(next, main);
      }
    } catch (error) {
      notifyError(message(error), t("photos.uploadFailed"));
    } finally {
      setUploading(false);
    }
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next, mainImage);
  };
  const remove = (i: number) => {
    const next = images.filter((_, k) => k !== i);
    onChange(next, isMain(images[i], mainImage) ? (next[0]?.thumb_url ?? null) : mainImage);
  };

  return (
    <Stack gap="xs" data-testid="photo-manager">
      <Group justify="flex-end">
        <FileButton
          onChange={(files) => void upload(files)}
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              loading={uploading}
              leftSection={<IconUpload size={14} aria-hidden />}
              data-testid="photo-upload"
            >
              {t("photos.upload")}
            </Button>
          )}
        </FileButton>
      </Group>
      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("photos.none")}
        </Text>
      ) : (
        <Group gap="sm">
          {images.map((img, i) => {
            const main = isMain(img, mainImage);
            return (
              <Box key={`${img.url}-${i}`} w={132} data-testid="photo-item">
                <Box pos="relative">
                  <Image
                    src={img.thumb_url}
                    alt={t("photos.alt", { n: i + 1 })}
                    w={132}
                    h={96}
                    fit="cover"
                    radius="sm"
                  />
                  {main ? (
                    <Badge size="xs" pos="absolute" top={4} left={4} color="brand">
                      {t("photos.main")}
                    </Badge>
                  ) : null}
                </Box>
                <Group gap={2} justify="center" mt={4}>
                  <Tooltip label={t("photos.setMain")}>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t("photos.setMain")}
                      disabled={main}
                      onClick={() => onChange(images, img.thumb_url)}
                    >
                      <IconStar size={14} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={t("photos.moveLeft")}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    <IconArrowLeft size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={t("photos.moveRight")}
                    disabled={i === images.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <IconArrowRight size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    color="red"
                    aria-label={t("photos.remove")}
                    onClick={() => remove(i)}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Box>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
