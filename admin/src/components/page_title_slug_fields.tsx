/**
 * The title and slug of a page about to be made (a new page, a translation, a duplicate). The
 * title's messages are ours, never the browser's, naming the field as labelled here: the server's
 * refusal, else too long while typing, else empty once the form was submitted. Nothing typed is
 * cut. The slug is a `SlugField`; what it suggests and says is the caller's.
 */
import { TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MAX_TEXT } from "../../../lib/content/fields.ts";
import { useErrorText } from "../i18n/index.ts";
import { type SlugCheck, SlugField } from "./slug_field.tsx";

/** Whether a page's title may be sent: not empty, not too long (the server's limits). */
export function pageTitleAcceptable(title: string): boolean {
  const trimmed = title.trim();
  return trimmed !== "" && trimmed.length <= MAX_TEXT;
}

export interface PageTitleSlugFieldsProps {
  title: string;
  onTitleChange(title: string): void;
  /** The error code the server gave the title, if it refused it. */
  titleRefusal?: string;
  /** The form was submitted: an empty title is said to be one. */
  touched: boolean;
  slug: string;
  onSlugChange(slug: string): void;
  locale: string | null;
  onCheck(check: SlugCheck): void;
  slugError?: string;
  slugDescription?: string;
  slugReadOnly?: boolean;
}

export function PageTitleSlugFields(props: PageTitleSlugFieldsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { title, touched, titleRefusal } = props;
  const titleLabel = t("pages.form.title");
  const titleCode = titleRefusal ??
    (title.trim().length > MAX_TEXT ? "V_11" : touched && !title.trim() ? "V_01" : undefined);
  return (
    <>
      <TextInput
        label={titleLabel}
        withAsterisk
        value={title}
        onChange={(e) => props.onTitleChange(e.currentTarget.value)}
        error={titleCode ? errorText({ code: titleCode, property: titleLabel }) : undefined}
        data-autofocus
      />
      <SlugField
        value={props.slug}
        onChange={props.onSlugChange}
        locale={props.locale}
        onCheck={props.onCheck}
        error={props.slugError}
        readOnly={props.slugReadOnly}
        description={props.slugDescription}
      />
    </>
  );
}
