import { z } from "zod";
import { buildingAccess } from "./building-access";
import { policies } from "./policies";
import { roomStays } from "./room-stay";
import { rooms } from "./rooms";
import { buildingAccessSchema, policiesSchema, roomStaySchema } from "./schema-stay";

const roomSlugs = rooms.map((room) => room.slug) as [string, ...string[]];

/** Issue 14's content files and their schemas (checked by typeScriptContentProblems() in content-check.ts). */
export const stayContentEntries = [
  { name: "policies", schema: policiesSchema, data: policies },
  // Every room has its stay facts, and no stay facts name a room that does not exist.
  { name: "room-stay", schema: z.record(z.enum(roomSlugs), roomStaySchema), data: roomStays },
  { name: "building-access", schema: buildingAccessSchema, data: buildingAccess },
];
