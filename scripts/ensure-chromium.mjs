#!/usr/bin/env node
import { ensureChromium } from "./ensure-tools.mjs";

console.log(`Chromium: ${ensureChromium()}`);
