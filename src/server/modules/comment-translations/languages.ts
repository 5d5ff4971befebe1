import { COMMENT_TRANSLATION_LANGS, type CommentTranslationLang } from "../../../shared/api/constants.js";

/** The languages a dealer's comment is translated into: every page language but Korean, its own. */
export const TARGET_LANGS = COMMENT_TRANSLATION_LANGS;
export type TargetLang = CommentTranslationLang;

export const isTargetLang = (lang: string | undefined): lang is TargetLang =>
  (TARGET_LANGS as readonly string[]).includes(lang ?? "");
