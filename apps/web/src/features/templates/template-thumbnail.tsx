import { Image, Skeleton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { queryKeys } from "../../api/query-keys.ts";
import { templatesApi } from "../../api/templates-api.ts";
import { TEMPLATE_TEXTS as T } from "./texts.ts";

const SIZE = { w: 56, h: 72 } as const;

/**
 * A template's thumbnail (imagePreviewPath, rendered by a job after each save). Its address needs the
 * bearer token, so the bytes are fetched and shown from an object URL; a dash while there is none or it
 * cannot be read. The address names one picture, so it is fetched once.
 */
export function TemplateThumbnail({ path, title }: { path: string | null; title: string }) {
  const image = useQuery({
    queryKey: queryKeys.templateThumbnail(path ?? ""),
    queryFn: () => templatesApi.thumbnail(path as string),
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (path === null || image.isError) return <>{T.noThumbnail}</>;
  if (!url) return <Skeleton {...SIZE} radius="xs" aria-label={T.thumbnailLoading(title)} />;
  return <Image src={url} alt={T.thumbnailOf(title)} {...SIZE} fit="contain" radius="xs" />;
}
