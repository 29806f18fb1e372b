/** How content points at media: library images with a crop, block-owned files. */
import { z } from "zod";

export const cropParamsSchema = z.object({
  x: z.number({ error: "V_12" }).min(0, { error: "V_12" }),
  y: z.number({ error: "V_12" }).min(0, { error: "V_12" }),
  width: z.number({ error: "V_12" }).positive({ error: "V_12" }),
  height: z.number({ error: "V_12" }).positive({ error: "V_12" }),
  rotate: z.number({ error: "V_12" }).refine((r) => r % 90 === 0, { error: "V_12" }).default(0),
  scaleX: z.union([z.literal(1), z.literal(-1)], { error: "V_12" }).default(1),
  scaleY: z.union([z.literal(1), z.literal(-1)], { error: "V_12" }).default(1),
});
export type CropParams = z.infer<typeof cropParamsSchema>;

/** A library image chosen for a block or the SEO image, with an optional crop. */
export const imageWithCropSchema = z.object({
  fileID: z.number({ error: "V_12" }).int().positive({ error: "V_12" }),
  cropParams: cropParamsSchema.nullable().default(null),
});
export type ImageWithCrop = z.infer<typeof imageWithCropSchema>;

/** Images and files a block owns itself (`__images`, `__files`), by name. */
export const imageRecordSchema = z.object({
  hash: z.string().regex(/^[a-f0-9]{16,64}$/, { error: "V_12" }),
  fileName: z.string().min(1).max(254),
  altText: z.string().max(254).default(""),
});
export const fileRecordSchema = z.object({
  hash: z.string().regex(/^[a-f0-9]{16,64}$/, { error: "V_12" }),
  fileName: z.string().min(1).max(254),
});
export type ImageRecord = z.infer<typeof imageRecordSchema>;
export type FileRecord = z.infer<typeof fileRecordSchema>;
