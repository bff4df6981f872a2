import { DEFAULT_DATE_FORMAT } from "@q2c/domain";
import dayjs from "dayjs";
import advancedFormat from "dayjs/plugin/advancedFormat";

// "Do" (1st, 2nd, ...) of the default format comes from this plugin.
dayjs.extend(advancedFormat);

/** Foundation §9: "MMMM Do YYYY, hh:mmA". */
export const formatDateTime = (iso: string): string => dayjs(iso).format(DEFAULT_DATE_FORMAT);

export const formatDate = (iso: string): string => dayjs(iso).format("MMM D, YYYY");
