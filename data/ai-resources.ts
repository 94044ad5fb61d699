/** AI PM 10x (/ai-pm-10x): the curated AI resources and the groups the page sorts them into. */
export { aiResourceGroups, aiResources } from "@/content/ai-resources";
