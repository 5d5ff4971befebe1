import { Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isPhone, PROFILE_LIMITS } from "../../../../shared/api/constants";

export type InvoiceContact = { address: string; phone: string };
export type InvoiceContactErrors = Partial<Record<keyof InvoiceContact, string>>;

// The server's rule for an address (accounts/service.ts): plain text of at most 6 lines.
const ADDRESS_MAX_LINES = 6;

/** What the dialog refuses before asking the server: an empty or malformed address or phone. */
export function invoiceContactErrors(contact: InvoiceContact, t: (key: string) => string): InvoiceContactErrors | null {
  const errors: InvoiceContactErrors = {};
  const address = contact.address.trim();
  const phone = contact.phone.trim();
  if (!address) errors.address = t("purchase.contact.addressRequired");
  else if (address.split(/\r\n?|\n/).length > ADDRESS_MAX_LINES) errors.address = t("purchase.contact.addressInvalid");
  if (!phone) errors.phone = t("purchase.contact.phoneRequired");
  else if (!isPhone(phone)) errors.phone = t("purchase.contact.phoneInvalid");
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * The buyer's postal address and phone, asked in the buy dialog: the invoice prints them in its
 * buyer block, which customs read (kept on the profile, PATCH /api/users/me `address`, `phone`).
 */
export function InvoiceContactFields({
  value,
  errors,
  onChange,
}: {
  value: InvoiceContact;
  errors: InvoiceContactErrors;
  onChange: (next: InvoiceContact) => void;
}) {
  const { t } = useTranslation("credits");
  return (
    <Stack gap="xs" data-testid="purchase-contact">
      <div>
        <Text size="sm" fw={600}>
          {t("purchase.contact.title")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("purchase.contact.hint")}
        </Text>
      </div>
      <Textarea
        label={t("purchase.contact.address")}
        autoComplete="street-address"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={PROFILE_LIMITS.address}
        required
        value={value.address}
        error={errors.address}
        onChange={(e) => onChange({ ...value, address: e.currentTarget.value })}
        data-testid="purchase-address"
      />
      <TextInput
        label={t("purchase.contact.phone")}
        description={t("purchase.contact.phoneHint")}
        type="tel"
        autoComplete="tel"
        maxLength={PROFILE_LIMITS.phone}
        required
        value={value.phone}
        error={errors.phone}
        onChange={(e) => onChange({ ...value, phone: e.currentTarget.value })}
        data-testid="purchase-phone"
      />
    </Stack>
  );
}
