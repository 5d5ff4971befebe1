import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header";
import { ContactForm } from "../components/contact-form";

/** /contact: the Contact Us form. */
export function ContactPage() {
  const { t } = useTranslation("contact");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <ContactForm />
    </>
  );
}
