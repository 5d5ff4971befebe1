import { ActionIcon, Button, Group, Input, Paper, Popover, Stack, TextInput, Tooltip } from "@mantine/core";
import {
  IconBlockquote,
  IconBold,
  IconClearFormatting,
  IconH2,
  IconH3,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconPhoto,
  IconStrikethrough,
  IconUnderline,
  type Icon,
} from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./rich-text-editor.module.css";

type Command = { key: string; icon: Icon; run: () => void };

// document.execCommand is deprecated but still the one dependency-free way to edit rich
// text in every browser; the server sanitises whatever HTML comes out of it.
const exec = (command: string, value?: string) => document.execCommand(command, false, value);

function UrlPopover(props: {
  icon: Icon;
  label: string;
  placeholder: string;
  testId: string;
  onOpen: () => void;
  onInsert: (url: string) => void;
}) {
  const { t } = useTranslation("board");
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState("");
  const valid = /^(https?:\/\/|mailto:|\/photos\/)\S+$/i.test(url.trim());
  const IconComponent = props.icon;
  const insert = () => {
    if (!valid) return;
    props.onInsert(url.trim());
    setUrl("");
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom" withArrow trapFocus>
      <Popover.Target>
        <Tooltip label={props.label}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={props.label}
            data-testid={props.testId}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              props.onOpen();
              setOpened((o) => !o);
            }}
          >
            <IconComponent size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            size="xs"
            label={props.label}
            placeholder={props.placeholder}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                insert();
              }
            }}
            data-testid={`${props.testId}-url`}
          />
          <Group justify="flex-end">
            <Button size="xs" disabled={!valid} onClick={insert} data-testid={`${props.testId}-insert`}>
              {t("editor.insert")}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * A small rich-text editor: a contentEditable area with a formatting toolbar that
 * produces the HTML the board accepts (paragraphs, bold, italic, underline, strike,
 * headings, lists, quotes, links, images). Pasted text arrives as plain text.
 */
export function RichTextEditor(props: {
  label: string;
  initialValue: string;
  onChange: (html: string) => void;
  error?: string;
  testId?: string;
}) {
  const { t } = useTranslation("board");
  const ref = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const labelId = useId();
  const errorId = useId();
  const { initialValue, onChange } = props;

  // The content is owned by the DOM after the first render; React must not reset it.
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== initialValue) ref.current.innerHTML = initialValue;
  }, [initialValue]);

  const emit = () => onChange(ref.current?.innerHTML ?? "");
  const run = (fn: () => void) => {
    ref.current?.focus();
    fn();
    emit();
  };
  const saveSelection = () => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
  };
  const restoreSelection = () => {
    ref.current?.focus();
    const range = saved.current;
    const selection = window.getSelection();
    if (range && selection && ref.current?.contains(range.commonAncestorContainer)) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
  };

  const commands: Command[] = [
    { key: "bold", icon: IconBold, run: () => exec("bold") },
    { key: "italic", icon: IconItalic, run: () => exec("italic") },
    { key: "underline", icon: IconUnderline, run: () => exec("underline") },
    { key: "strike", icon: IconStrikethrough, run: () => exec("strikeThrough") },
    { key: "h2", icon: IconH2, run: () => exec("formatBlock", "<h2>") },
    { key: "h3", icon: IconH3, run: () => exec("formatBlock", "<h3>") },
    { key: "bulletList", icon: IconList, run: () => exec("insertUnorderedList") },
    { key: "orderedList", icon: IconListNumbers, run: () => exec("insertOrderedList") },
    { key: "quote", icon: IconBlockquote, run: () => exec("formatBlock", "<blockquote>") },
    { key: "clear", icon: IconClearFormatting, run: () => (exec("removeFormat"), exec("formatBlock", "<p>")) },
  ];

  return (
    <Input.Wrapper
      label={props.label}
      labelProps={{ id: labelId }}
      error={props.error}
      errorProps={{ id: errorId }}
      required
    >
      <Paper withBorder radius="sm" className={classes.frame} data-error={props.error ? true : undefined}>
        <Group gap={2} p={4} className={classes.toolbar} role="toolbar" aria-label={t("editor.toolbar")}>
          {commands.map(({ key, icon: IconComponent, run: command }) => (
            <Tooltip key={key} label={t(`editor.${key}`)}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t(`editor.${key}`)}
                data-testid={`editor-${key}`}
                // Keeps the selection inside the editable area.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => run(command)}
              >
                <IconComponent size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ))}
          <UrlPopover
            icon={IconLink}
            label={t("editor.link")}
            placeholder="https://"
            testId="editor-link"
            onOpen={saveSelection}
            onInsert={(url) => {
              restoreSelection();
              const selection = window.getSelection();
              if (selection && selection.isCollapsed)
                exec("insertHTML", `<a href="${encodeURI(url)}">${escapeText(url)}</a>`);
              else exec("createLink", url);
              emit();
            }}
          />
          <UrlPopover
            icon={IconPhoto}
            label={t("editor.image")}
            placeholder="https://…/photo.jpg"
            testId="editor-image"
            onOpen={saveSelection}
            onInsert={(url) => {
              restoreSelection();
              exec("insertImage", url);
              emit();
            }}
          />
        </Group>
        <div
          ref={ref}
          className={classes.content}
          contentEditable
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          data-testid={props.testId ?? "rich-text-editor"}
          data-placeholder={t("editor.placeholder")}
          onInput={emit}
          onBlur={emit}
          onPaste={(e) => {
            e.preventDefault();
            exec("insertText", e.clipboardData.getData("text/plain"));
            emit();
          }}
          suppressContentEditableWarning
        />
      </Paper>
    </Input.Wrapper>
  );
}

function escapeText(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}
