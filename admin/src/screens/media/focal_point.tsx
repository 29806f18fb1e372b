/**
 * The focal point of a library image: where the public site centres the crops it makes itself
 * (news cards, heroes, team photos, the social image) when a block chose no crop of its own.
 * Set by clicking the preview, or by typing the position (keyboard users), then saved with
 * edit-file. The marker only shows the point: the inputs are the accessible control.
 */
import { Button, Group, NumberInput, Stack, Text, Title } from "@mantine/core";
import type { MouseEvent } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { errorsOf } from "../../api/client.ts";
import { editFile, type FocalPoint, type MediaFileJson } from "../../api/media.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { notifySuccess } from "../../lib/notify.ts";

const percent = (v: number) => Math.round(v * 100);

/** One coordinate of the point, in percent of the image's width or height. */
function AxisInput({ axis, label, point, onChange }: {
  axis: "x" | "y";
  label: string;
  point: FocalPoint | null;
  onChange(axis: "x" | "y", value: string | number): void;
}) {
  return (
    <NumberInput
      label={label}
      min={0}
      max={100}
      step={5}
      value={point ? percent(point[axis]) : ""}
      onChange={(v) => onChange(axis, v)}
      size="xs"
    />
  );
}

export function FocalPointEditor(
  { file, onChanged }: { file: MediaFileJson; onChanged(file: MediaFileJson): void },
) {
  const { t } = useTranslation();
  const [point, setPoint] = useState<FocalPoint | null>(file.focalPoint);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);
  const saved = file.focalPoint;
  const dirty = JSON.stringify(point) !== JSON.stringify(saved);

  function pick(e: MouseEvent<HTMLDivElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100));
    setPoint({
      x: clamp((e.clientX - box.left) / box.width),
      y: clamp((e.clientY - box.top) / box.height),
    });
  }

  function setAxis(axis: "x" | "y", value: string | number) {
    const n = typeof value === "number" ? value : Number(value);
    if (!Number.isFinite(n)) return;
    const v = Math.min(100, Math.max(0, n)) / 100;
    setPoint((p) => ({ x: p?.x ?? 0.5, y: p?.y ?? 0.5, [axis]: v }));
  }

  async function save(next: FocalPoint | null) {
    setBusy(true);
    setErrors([]);
    try {
      const changed = await editFile(file.id, {
        newPath: file.path,
        newFileName: file.name,
        defaultAltText: file.defaultAltText,
        shared: file.shared,
        focalPoint: next,
      });
      setPoint(changed.focalPoint);
      onChanged(changed);
      notifySuccess(next ? t("media.focal.saved") : t("media.focal.cleared"));
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`focal-${file.id}`}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={`focal-${file.id}`}>{t("media.focal.title")}</Title>
        <Text size="xs" c="dimmed">{t("media.focal.hint")}</Text>
        {file.previewUrl && (
          <div
            className="focal-frame"
            onClick={pick}
            title={t("media.focal.pick")}
            data-focal-frame
          >
            <img src={file.previewUrl} alt="" />
            {point && (
              <span
                className="focal-marker"
                style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
              />
            )}
          </div>
        )}
        <Text size="sm" aria-live="polite">
          {point
            ? t("media.focal.at", { x: percent(point.x), y: percent(point.y) })
            : t("media.focal.none")}
        </Text>
        <Group gap="xs" grow>
          <AxisInput axis="x" label={t("media.focal.x")} point={point} onChange={setAxis} />
          <AxisInput axis="y" label={t("media.focal.y")} point={point} onChange={setAxis} />
        </Group>
        <ErrorList errors={errors} />
        <Group gap="xs" justify="flex-end">
          {saved && (
            <Button size="xs" variant="default" onClick={() => save(null)} disabled={busy}>
              {t("media.focal.clear")}
            </Button>
          )}
          <Button size="xs" onClick={() => save(point)} disabled={!dirty || !point} loading={busy}>
            {t("media.focal.save")}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
