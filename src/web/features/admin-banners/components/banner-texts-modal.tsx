import { Button, Group, Modal, Stack, Tabs, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../../../lib/api-error-message";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { BANNER_LANGS, useUpdateBanner, type AdminBanner, type BannerTexts } from "../api/banners";

function textsOf(banner: AdminBanner): Record<keyof BannerTexts, string> {
  const out = {} as Record<keyof BannerTexts, string>;
  for (const lang of BANNER_LANGS) {
    out[`title_${lang}`] = banner[`title_${lang}`] ?? "";
    out[`subtitle_${lang}`] = banner[`subtitle_${lang}`] ?? "";
  }
  return out;
}

/** Title and subtitle of a banner in en, ko, mn and ru. */
export function BannerTextsModal({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const { t } = useTranslation("admin-banners");
  return (
    <Modal opened={banner !== null} onClose={onClose} title={t("edit.title")} size="lg" centered>
      {banner ? <BannerTextsForm key={banner.id} banner={banner} onDone={onClose} /> : null}
    </Modal>
  );
}

function BannerTextsForm({ banner, onDone }: { banner: AdminBanner; onDone: () => void }) {
  const { t } = useTranslation("admin-banners");
  const { t: tc } = useTranslation("common");
  const message = useErrorMessage();
  const update = useUpdateBanner();
  const form = useForm({ initialValues: textsOf(banner) });
  const save = (values: Record<keyof BannerTexts, string>) => {
    const patch = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, v.trim() || null]),
    ) as Partial<BannerTexts>;
    update.mutate(
      { id: banner.id, patch },
      {
        onSuccess: () => {
          notifySuccess(t("edit.saved"));
          onDone();
        },
        onError: (error) => notifyError(message(error)),
      },
    );
  };
  return (
    <form onSubmit={form.onSubmit(save)} data-testid="banner-texts-form">
      <Tabs defaultValue="en">
        <Tabs.List>
          {BANNER_LANGS.map((lang) => (
            <Tabs.Tab key={lang} value={lang}>
              {tc(`language.names.${lang}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BANNER_LANGS.map((lang) => (
          <Tabs.Panel key={lang} value={lang} pt="md">
            <Stack gap="sm">
              <TextInput
                label={t("edit.bannerTitle")}
                maxLength={200}
                {...form.getInputProps(`title_${lang}`)}
                lang={lang}
                data-testid={`banner-title-${lang}`}
              />
              <TextInput
                label={t("edit.subtitle")}
                maxLength={200}
                {...form.getInputProps(`subtitle_${lang}`)}
                lang={lang}
                data-testid={`banner-subtitle-${lang}`}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDone}>
          {t("edit.cancel")}
        </Button>
        <Button type="submit" loading={update.isPending} data-testid="banner-texts-save">
          {t("edit.save")}
        </Button>
      </Group>
    </form>
  );
}
