/** "Ship Happens", the comic at /ship-happens: its title and its panels with their lettering and transcripts. */
export { comicPanels, comicTitle } from "@/content/comic";
