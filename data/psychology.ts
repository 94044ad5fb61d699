/** Product Psychology (/product-psychology): the introduction and the curated articles and videos. */
export { psychologyArticles, psychologyIntro, psychologyVideos } from "@/content/psychology";
