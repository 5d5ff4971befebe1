import { Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { getFieldErrors, useErrorMessage } from "../../../lib/api-error-message";
import { currentLanguage, LANGUAGES } from "../../../lib/i18n";
import { notifyError, notifyInfo, notifySuccess } from "../../../lib/notify";
import type { User } from "../../../lib/session/user";
import { useUpdateProfile, type ProfilePatch } from "../api/update-profile";
import { CountrySelect } from "../../../components/country-select";
import { languageForCountry } from "../../../../shared/country-language";
import { isPhone, PROFILE_LIMITS } from "../../../../shared/api/constants";
import { displayNames } from "../../../lib/display-names";

/**
 * Name, country and language. The language is the site's; emails follow the country (spec), and
 * the country field says which language that gives.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation("account");
  const message = useErrorMessage();
  const mutation = useUpdateProfile();
  const form = useForm({
    initialValues: {
      name: user.name,
      country: user.country ?? "",
      lang: user.lang,
      address: user.address ?? "",
      phone: user.phone ?? "",
    },
    validate: {
      name: (v) => (v.trim() ? null : t("profile.nameRequired")),
      country: (v) => (v ? null : t("profile.countryRequired")),
      phone: (v) => (!v.trim() || isPhone(v.trim()) ? null : t("profile.phoneInvalid")),
    },
  });

  const save = form.onSubmit((values) => {
    const patch: ProfilePatch = {};
    if (form.isDirty("name")) patch.name = values.name.trim();
    if (form.isDirty("country")) patch.country = values.country;
    if (form.isDirty("lang")) patch.lang = values.lang;
    if (form.isDirty("address")) patch.address = values.address.trim() || null;
    if (form.isDirty("phone")) patch.phone = values.phone.trim() || null;
    if (Object.keys(patch).length === 0) {
      notifyInfo(t("profile.noChanges"));
      return;
    }
    mutation.mutate(patch, {
      onSuccess: (saved) => {
        const next = {
          name: saved.name,
          country: saved.country ?? "",
          lang: saved.lang,
          address: saved.address ?? "",
          phone: saved.phone ?? "",
        };
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        if (patch.lang) void i18n.changeLanguage(patch.lang);
        notifySuccess(t("profile.saved"));
      },
      onError: (error) => {
        const fields = getFieldErrors(error);
        const shown: Record<string, string> = {};
        if (fields.name !== undefined) shown.name = t("profile.nameRequired");
        if (fields.country !== undefined) shown.country = t("profile.countryInvalid");
        if (fields.address !== undefined) shown.address = t("profile.addressInvalid");
        if (fields.phone !== undefined) shown.phone = t("profile.phoneInvalid");
        form.setErrors(shown);
        if (!isApiError(error, 422)) notifyError(message(error));
      },
    });
  });

  return (
    <form onSubmit={save} noValidate data-testid="profile-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: "end" }}>
          <TextInput
            label={t("profile.name")}
            autoComplete="name"
            required
            data-testid="profile-name"
            {...form.getInputProps("name")}
          />
          <CountrySelect
            label={t("profile.country")}
            description={
              <span data-testid="profile-email-language">
                {t("profile.emailLanguage", {
                  // In the page's language ("Mongolian" on an English page), not the language's own name.
                  language: displayNames(currentLanguage(), "language")(languageForCountry(form.values.country)),
                })}
              </span>
            }
            required
            data-testid="profile-country"
            {...form.getInputProps("country")}
          />
          <Select
            label={t("profile.language")}
            description={t("profile.languageHint")}
            allowDeselect={false}
            data={LANGUAGES.map((lng) => ({ value: lng, label: t(`common:language.names.${lng}`) }))}
            data-testid="profile-lang"
            {...form.getInputProps("lang")}
          />
        </SimpleGrid>
        {/* Printed on the proforma invoice, which customs read. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label={t("profile.address")}
            description={t("profile.invoiceHint")}
            autoComplete="street-address"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={PROFILE_LIMITS.address}
            data-testid="profile-address"
            {...form.getInputProps("address")}
          />
          <TextInput
            label={t("profile.phone")}
            description={t("profile.phoneHint")}
            type="tel"
            autoComplete="tel"
            maxLength={PROFILE_LIMITS.phone}
            data-testid="profile-phone"
            {...form.getInputProps("phone")}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={mutation.isPending} data-testid="profile-save">
            {t("common:actions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
