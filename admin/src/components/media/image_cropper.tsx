/**
 * Crops an image with Cropper.js 1, whose data are the crop parameters the server applies (flip,
 * then quarter turns, then the rectangle in the turned image's natural pixels). The cropper works
 * on the staff preview (at most 800 px), so its numbers are scaled to the original's pixels.
 * Aspect presets, quarter turns, flips and zoom; a live preview of the result beside it.
 */
import { ActionIcon, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import {
  IconFlipHorizontal,
  IconFlipVertical,
  IconRefresh,
  IconRotate2,
  IconRotateClockwise2,
  IconZoomIn,
  IconZoomOut,
} from "@tabler/icons-react";
import Cropper from "cropperjs";
import "cropperjs/dist/cropper.css";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CropParams } from "../../../../lib/content/media_refs.ts";
import { normaliseRotate, toCropParams } from "./crop_params.ts";
import { hintProps } from "../hint_tooltip.tsx";

export const ASPECTS = { free: NaN, "1:1": 1, "4:3": 4 / 3, "3:2": 3 / 2, "16:9": 16 / 9 };
type Aspect = keyof typeof ASPECTS;

export interface ImageCropperProps {
  /** The image shown while cropping (the staff preview). */
  src: string;
  /** The original's size, which the crop is expressed in. */
  naturalWidth: number;
  naturalHeight: number;
  initial?: CropParams | null;
  onChange(crop: CropParams): void;
  alt: string;
}

/**
 * Cropper.js keeps the canvas's scale on a turn, so a turned landscape image overflows the stage:
 * fit the turned image into the stage again and let the box cover all of it.
 */
function fitCanvas(c: Cropper) {
  const stage = c.getContainerData();
  const canvas = c.getCanvasData();
  const fit = Math.min(stage.width / canvas.width, stage.height / canvas.height);
  const width = canvas.width * fit;
  const height = canvas.height * fit;
  // Without a box for a moment: in view mode 1 the canvas may not shrink below the box.
  c.clear();
  c.setCanvasData({ left: (stage.width - width) / 2, top: (stage.height - height) / 2, width });
  c.crop();
  c.setCropBoxData({
    left: (stage.width - width) / 2,
    top: (stage.height - height) / 2,
    width,
    height,
  });
}

export function ImageCropper(
  { src, naturalWidth, naturalHeight, initial, onChange, alt }: ImageCropperProps,
) {
  const { t } = useTranslation();
  const imageRef = useRef<HTMLImageElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const cropperRef = useRef<Cropper | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [aspect, setAspect] = useState<Aspect>("free");
  const [crop, setCrop] = useState<CropParams | null>(null);
  const aspectLabel = useId();

  useEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    // The shown image is smaller than the original: this turns its pixels into the original's.
    const scale = () => naturalWidth / (image.naturalWidth || naturalWidth);
    const report = () => {
      const cropper = cropperRef.current;
      if (!cropper) return;
      const params = toCropParams(cropper.getData(), scale(), {
        width: naturalWidth,
        height: naturalHeight,
      });
      setCrop(params);
      changed.current(params);
    };
    const cropper = new Cropper(image, {
      viewMode: 1,
      autoCropArea: 1,
      background: false,
      checkCrossOrigin: false,
      responsive: true,
      toggleDragModeOnDblclick: false,
      preview: previewRef.current ?? undefined,
      ready() {
        if (initial) {
          const s = 1 / scale();
          cropper.rotateTo(initial.rotate);
          cropper.scale(initial.scaleX, initial.scaleY);
          fitCanvas(cropper);
          cropper.setData({
            x: initial.x * s,
            y: initial.y * s,
            width: initial.width * s,
            height: initial.height * s,
          });
        }
        report();
      },
      crop: report,
    });
    cropperRef.current = cropper;
    return () => {
      cropper.destroy();
      cropperRef.current = null;
    };
    // Set up once per image; `initial` only seeds it.
  }, [src, naturalWidth, naturalHeight]);

  const act = (fn: (c: Cropper) => void) => () => {
    const cropper = cropperRef.current;
    if (cropper) fn(cropper);
  };
  // A turn invalidates the old box: the new one covers the whole turned image (within the aspect).
  const turn = (degrees: number) =>
    act((c) => {
      c.rotate(degrees);
      fitCanvas(c);
    });
  const flip = (axis: "x" | "y") =>
    act((c) => {
      const d = c.getData();
      // Flips act on the unturned image: on a quarter-turned one, the other axis is the one seen.
      const turned = normaliseRotate(d.rotate) % 180 !== 0;
      if ((axis === "x") !== turned) c.scaleX(d.scaleX === -1 ? 1 : -1);
      else c.scaleY(d.scaleY === -1 ? 1 : -1);
    });

  const tools = [
    { label: t("media.crop.rotateLeft"), icon: IconRotate2, run: turn(-90) },
    {
      label: t("media.crop.rotateRight"),
      icon: IconRotateClockwise2,
      run: turn(90),
    },
    { label: t("media.crop.flipHorizontal"), icon: IconFlipVertical, run: flip("x") },
    { label: t("media.crop.flipVertical"), icon: IconFlipHorizontal, run: flip("y") },
    { label: t("media.crop.zoomIn"), icon: IconZoomIn, run: act((c) => c.zoom(0.1)) },
    { label: t("media.crop.zoomOut"), icon: IconZoomOut, run: act((c) => c.zoom(-0.1)) },
    {
      label: t("media.crop.reset"),
      icon: IconRefresh,
      run: act((c) => {
        c.reset();
        setAspect("free");
        c.setAspectRatio(NaN);
      }),
    },
  ];

  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Stack gap="xs" style={{ flex: "1 1 420px", minWidth: 0 }}>
        <div className="cropper-stage">
          <img ref={imageRef} src={src} alt={alt} />
        </div>
        <Group gap={4} role="toolbar" aria-label={t("media.crop.tools")}>
          {tools.map(({ label, icon: Icon, run }) => (
            <ActionIcon
              key={label}
              {...hintProps(label)}
              variant="default"
              size="lg"
              aria-label={label}
              onClick={run}
            >
              <Icon size={18} aria-hidden />
            </ActionIcon>
          ))}
        </Group>
      </Stack>
      <Stack gap="xs" style={{ flex: "0 1 220px" }}>
        <Text size="sm" fw={500} id={aspectLabel}>{t("media.crop.aspect")}</Text>
        <SegmentedControl
          aria-labelledby={aspectLabel}
          size="xs"
          orientation="vertical"
          fullWidth
          value={aspect}
          onChange={(v) => {
            const next = v as Aspect;
            setAspect(next);
            cropperRef.current?.setAspectRatio(ASPECTS[next]);
          }}
          data={Object.keys(ASPECTS).map((a) => ({
            value: a,
            label: a === "free" ? t("media.crop.free") : a,
          }))}
        />
        <Text size="sm" fw={500} mt="xs">{t("media.crop.preview")}</Text>
        <div ref={previewRef} className="crop-preview" aria-hidden />
        {crop && (
          <Text size="xs" c="dimmed" data-crop={JSON.stringify(crop)}>
            {t("media.crop.result", {
              width: crop.width,
              height: crop.height,
              rotate: crop.rotate,
            })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
